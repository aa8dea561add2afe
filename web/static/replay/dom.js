// Building the replay page's elements: every piece of the page the scripts add is made here,
// with text set as text (never as HTML), so nothing a situation holds can become markup.

export function el(tag, attrs, children) {
  var node = document.createElement(tag);
  if (attrs) {
    Object.keys(attrs).forEach(function (name) {
      var value = attrs[name];
      if (value === null || value === undefined || value === false) return;
      if (name === "text") node.textContent = value;
      else if (name === "className") node.className = value;
      else node.setAttribute(name, value === true ? "" : value);
    });
  }
  (children || []).forEach(function (child) {
    if (child !== null && child !== undefined) node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  });
  return node;
}

export function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

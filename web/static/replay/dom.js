// Building the replay page's elements: the scripts make every element they add with el(), which
// sets text as text (never as HTML), so nothing a situation holds can become markup. The one HTML
// the page takes in is the server's own trace fragment (trace.js), escaped by its templates.

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

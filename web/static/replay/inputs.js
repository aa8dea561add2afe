// One input per kind of field the model describes: a number, a checkbox, a select of the
// allowed names (each with its line of help), a set of checkboxes, free text with name
// suggestions (the datalists the form keeps), a comma-separated list.

import { el } from "./dom.js";

// A field's label in players' words (the model's "label", else the field's name); the format's
// own name stays in data-key, and the help the format gives in the title.
export function label(key, spec, id) {
  var node = el("label", { "for": id, className: "field-label", "data-key": key }, [(spec && spec.label) || key]);
  if (spec && spec.help) node.setAttribute("title", spec.help);
  return node;
}

// The line of help shown on screen under a field (phones show no tooltips), or null.
export function fieldHelp(spec) {
  return spec && spec.say ? el("span", { className: "field-help", text: spec.say }) : null;
}

var uid = 0;

// A new id for an input, unique in the page (so that each label names its input).
export function nextId() {
  uid += 1;
  return "f" + uid;
}

function splitList(text) {
  return text.split(",").map(function (s) {
    return s.trim();
  }).filter(Boolean);
}

// The input for field key of object (its spec from the model): every edit sets the value and calls
// onChange; onStructure is called when a choice changes which fields the object may have.
export function buildInput(spec, key, object, path, onStructure, onChange) {
  var id = nextId();
  var value = object[key];
  var input;
  var set = function (v) {
    if (v === undefined) delete object[key];
    else object[key] = v;
    onChange();
  };
  switch (spec.type) {
    case "int":
      input = el("input", { type: "number", id: id, inputmode: "numeric", step: "1", min: spec.min !== undefined ? String(spec.min) : null,
                            value: value === undefined || value === null ? "" : String(value) });
      input.addEventListener("input", function () {
        if (input.value === "") return set(undefined);
        var n = Number(input.value);
        set(Number.isInteger(n) ? n : input.value);
      });
      break;
    case "bool":
      input = el("input", { type: "checkbox", id: id });
      input.checked = value === true;
      input.addEventListener("change", function () {
        set(input.checked);
      });
      break;
    case "enum": {
      input = el("select", { id: id });
      var options = spec.options.slice();
      if (value !== undefined && options.indexOf(String(value)) === -1) options.unshift(String(value));
      options.forEach(function (option) {
        var help = spec.optionHelp && spec.optionHelp[option];
        var shown = spec.optionWords && spec.optionWords[option] ? spec.optionWords[option] : option;
        input.appendChild(el("option", { value: option, title: help || null, text: shown }));
      });
      if (value === undefined) {
        // nothing chosen yet: say so, never pick the first option silently (the check names the field)
        input.insertBefore(el("option", { value: "", text: "\u2014 choose \u2014" }), input.firstChild);
        input.value = "";
      } else {
        input.value = String(value);
      }
      input.addEventListener("change", function () {
        set(input.value === "" ? undefined : input.value);
        if (onStructure) onStructure();
      });
      break;
    }
    case "const":
      input = el("input", { type: "text", id: id, readonly: true, value: String(value === undefined ? spec.value : value) });
      break;
    case "longtext":
      input = el("textarea", { id: id, rows: "2" });
      input.value = value === undefined || value === null ? "" : String(value);
      input.addEventListener("input", function () {
        set(input.value);
      });
      break;
    case "enums": {
      input = el("span", { className: "checks", id: id });
      var chosen = Array.isArray(value) ? value.slice() : [];
      spec.options.forEach(function (option) {
        var box = el("input", { type: "checkbox", value: option });
        box.checked = chosen.indexOf(option) !== -1;
        box.addEventListener("change", function () {
          var now = Array.prototype.slice.call(input.querySelectorAll("input:checked")).map(function (b) {
            return b.value;
          });
          set(now);
        });
        input.appendChild(el("label", { className: "check" }, [box, " " + option]));
      });
      break;
    }
    case "strings":
    case "selector":
    case "choose":
    case "text":
    default: {
      var shown = Array.isArray(value) ? value.join(", ") : value === undefined || value === null ? "" : String(value);
      var list = spec.selectors === "filter" ? "names-filter" : spec.selectors === "target" ? "names-target" : spec.names ? "names-plain" : null;
      input = el("input", { type: "text", id: id, value: shown, list: list, autocomplete: "off", autocapitalize: "off",
                            spellcheck: "false" });
      input.addEventListener("input", function () {
        var text = input.value;
        if (spec.type === "strings") return set(splitList(text));
        if (spec.type === "selector" && text.indexOf(",") !== -1) return set(splitList(text));
        if (spec.type === "choose" && (text === "true" || text === "false")) return set(text === "true");
        set(text);
      });
      if (spec.type === "strings") input.setAttribute("placeholder", "comma-separated");
      else if (spec.selectors === "target" && !shown) input.setAttribute("placeholder", "pick a target from the list");
    }
  }
  input.setAttribute("data-path", path);
  input.setAttribute("name", "form:" + path);
  return input;
}

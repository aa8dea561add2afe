// The situation as YAML, from the form's data: what the YAML view shows after an edit in the
// form. Short lists and small objects go on one line ("flow" style, as the bundled examples are
// written); a string is quoted only when YAML would read it as something else.

import { isObject } from "./dom.js";

function isScalar(value) {
  return value === null || typeof value !== "object";
}

var PLAIN = /^[A-Za-z][A-Za-z0-9 _.'!()&\/\-]*$/;
var RESERVED = /^(true|false|yes|no|on|off|null|y|n)$/i;
var PLAIN_KEY = /^[A-Za-z][A-Za-z0-9_\-]*$/;
var WIDTH = 100;

function scalar(value) {
  if (value === null || value === undefined) return "null";
  if (typeof value === "boolean" || typeof value === "number") return String(value);
  var text = String(value);
  if (PLAIN.test(text) && !RESERVED.test(text) && !/\s$/.test(text)) return text;
  return JSON.stringify(text);
}

function yamlKey(key) {
  return PLAIN_KEY.test(key) && !RESERVED.test(key) ? key : JSON.stringify(key);
}

function flowable(value) {
  if (Array.isArray(value)) return value.every(isScalar);
  if (!isObject(value)) return false;
  return Object.keys(value).every(function (k) {
    var v = value[k];
    return isScalar(v) || (Array.isArray(v) && v.every(isScalar));
  });
}

function flow(value) {
  if (Array.isArray(value)) return "[" + value.map(scalar).join(", ") + "]";
  return "{" + Object.keys(value).map(function (k) {
    var v = value[k];
    return yamlKey(k) + ": " + (Array.isArray(v) ? flow(v) : scalar(v));
  }).join(", ") + "}";
}

function dumpObject(object, indent, out, top) {
  var pad = new Array(indent + 1).join(" ");
  Object.keys(object).forEach(function (k) {
    var v = object[k];
    if (v === undefined) return;
    var head = pad + yamlKey(k) + ":";
    if (isScalar(v)) {
      out.push(head + " " + scalar(v));
    } else if (Array.isArray(v)) {
      if (!v.length) out.push(head + " []");
      else if (v.every(isScalar) && (head + " " + flow(v)).length <= WIDTH) out.push(head + " " + flow(v));
      else {
        out.push(head);
        dumpList(v, indent + 2, out);
      }
    } else if (!Object.keys(v).length) {
      out.push(head + " {}");
    } else if (!top && flowable(v) && (head + " " + flow(v)).length <= WIDTH) {
      out.push(head + " " + flow(v));
    } else {
      out.push(head);
      dumpObject(v, indent + 2, out, false);
    }
  });
}

function dumpList(list, indent, out) {
  var pad = new Array(indent + 1).join(" ");
  list.forEach(function (item) {
    if (isScalar(item)) {
      out.push(pad + "- " + scalar(item));
    } else if (Array.isArray(item)) {
      if (!item.length || item.every(isScalar)) out.push(pad + "- " + flow(item));
      else {
        out.push(pad + "-");
        dumpList(item, indent + 2, out);
      }
    } else if (!Object.keys(item).length) {
      out.push(pad + "- {}");
    } else if (flowable(item) && (pad + "- " + flow(item)).length <= WIDTH) {
      out.push(pad + "- " + flow(item));
    } else {
      var sub = [];
      dumpObject(item, indent + 2, sub, false);
      sub[0] = pad + "- " + sub[0].slice(indent + 2);
      Array.prototype.push.apply(out, sub);
    }
  });
}

export function toYaml(value) {
  var out = [];
  if (isObject(value)) dumpObject(value, 0, out, true);
  else out.push(isScalar(value) ? scalar(value) : flow(value));
  return out.join("\n") + "\n";
}

// The replay page: a form view kept in step with the YAML, replay without reloading, the
// step-through of the trace, sharing. Progressive enhancement: without this file the YAML
// textarea and its Replay button work on their own, and the trace's nested sequences still fold.
(function () {
  "use strict";

  var form = document.getElementById("replay-form");
  var traceRegion = document.getElementById("trace");
  if (!form || !traceRegion) return;

  var model = JSON.parse(document.getElementById("replay-model").textContent);
  var data = JSON.parse(document.getElementById("replay-data").textContent);
  var textarea = document.getElementById("situation");
  var formView = document.getElementById("form-view");
  var yamlView = document.getElementById("yaml-view");
  var tabs = form.querySelector(".view-tabs");
  var yamlError = document.getElementById("situation-error");
  var shareInput = document.getElementById("share-link");
  var shareNote = document.getElementById("share-note");
  var copyButton = document.getElementById("copy-share");
  var downloadLink = document.getElementById("download-yaml");
  var upload = document.getElementById("upload-yaml");
  var lastError = null;

  function el(tag, attrs, children) {
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

  function isObject(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value);
  }

  function isScalar(value) {
    return value === null || typeof value !== "object";
  }

  // ---------------------------------------------------------------- YAML out (the form's data)

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

  function toYaml(value) {
    var out = [];
    if (isObject(value)) dumpObject(value, 0, out, true);
    else out.push(isScalar(value) ? scalar(value) : flow(value));
    return out.join("\n") + "\n";
  }

  // ---------------------------------------------------------------- names for suggestions

  var NAME_LISTS = ["investigators", "locations", "cards", "encounter-deck", "agenda-deck", "act-deck", "set-aside"];

  function situationNames() {
    var names = [];
    if (!isObject(data)) return names;
    NAME_LISTS.forEach(function (key) {
      (Array.isArray(data[key]) ? data[key] : []).forEach(function (item) {
        if (isObject(item) && typeof item.name === "string" && item.name) names.push(item.name);
        if (key === "investigators" && isObject(item)) {
          ["hand", "deck"].forEach(function (zone) {
            (Array.isArray(item[zone]) ? item[zone] : []).forEach(function (card) {
              var name = typeof card === "string" ? card : isObject(card) ? card.name : null;
              if (name) names.push(name);
            });
          });
        }
      });
    });
    return names;
  }

  function fillDatalist(id, extra) {
    var list = document.getElementById(id);
    if (!list) {
      list = el("datalist", { id: id });
      formView.appendChild(list);
    }
    list.textContent = "";
    situationNames().concat(extra).forEach(function (value) {
      list.appendChild(el("option", { value: value }));
    });
  }

  function refreshDatalists() {
    fillDatalist("names-target", Object.keys(model.selectors.target));
    fillDatalist("names-filter", Object.keys(model.selectors.filter));
    fillDatalist("names-plain", []);
  }

  // ---------------------------------------------------------------- the form view

  function fieldPath(path, key) {
    return typeof key === "number" ? path + "[" + key + "]" : path ? path + "." + key : key;
  }

  function allowedFields(defName, object) {
    var rule = model.allowed[defName];
    var def = model.defs[defName];
    var all = Object.keys(def.fields);
    if (!rule || !object || !(object[rule.by] in rule.map)) return all;
    var allowed = [rule.by].concat(rule.map[object[rule.by]], rule.common);
    return all.filter(function (key) {
      return allowed.indexOf(key) !== -1;
    });
  }

  function defaultFor(spec) {
    switch (spec.type) {
      case "int": return spec.min || 0;
      case "bool": return true;
      case "enum": return spec.options[0];
      case "const": return spec.value;
      case "strings":
      case "enums":
      case "list": return [];
      case "object": return newObject(spec.def);
      default: return "";
    }
  }

  function firstName(key) {
    var list = isObject(data) && Array.isArray(data[key]) ? data[key] : [];
    return list.length && isObject(list[0]) && list[0].name ? list[0].name : "";
  }

  function newObject(defName, listKey, count) {
    var n = (count || 0) + 1;
    var who = firstName("investigators");
    switch (defName) {
      case "investigator": return { name: "Investigator " + n, location: firstName("locations"), health: 7, sanity: 7 };
      case "location": return { name: "Location " + n };
      case "card":
        if (listKey === "hand" || listKey === "deck") return { name: "Card " + n, type: "event" };
        if (listKey === "cards") return { name: "Card " + n, type: "asset", controller: who };
        if (listKey === "agenda-deck") return { name: "Agenda " + n, type: "agenda" };
        if (listKey === "act-deck") return { name: "Act " + n, type: "act" };
        return { name: "Card " + n, type: "treachery" };
      case "ability": {
        var ability = { kind: "reaction", timing: "after", trigger: { event: "damage-dealt", what: "self" }, text: "",
                        effects: [{ effect: "gain-resources", amount: 1 }] };
        if (listKey === "abilities-top") ability = Object.assign({ card: who }, ability);
        return ability;
      }
      case "effect": return { effect: "gain-resources", amount: 1 };
      case "do": return { who: who, action: "resource" };
      case "choice": return { decision: "order", among: [who] };
      case "test": return { who: who, result: "success" };
      case "filter": return { event: "damage-dealt" };
      default: {
        var object = {};
        var def = model.defs[defName];
        if (def) {
          def.required.forEach(function (key) {
            object[key] = defaultFor(def.fields[key]);
          });
        }
        return object;
      }
    }
  }

  function itemTitle(defName, item) {
    if (typeof item === "string") return item;
    if (!isObject(item)) return String(item);
    var parts = [];
    if (item.name) parts.push(item.name);
    if (defName === "card" && item.type) parts.push(item.type);
    if (defName === "ability") {
      parts.push(item.kind || "ability");
      if (item.timing) parts.push(item.timing);
      if (isObject(item.trigger) && item.trigger.event) parts.push(item.trigger.event);
      if (item.card) parts.push("on " + item.card);
    }
    if (defName === "effect") {
      parts.push(item.effect);
      if (item.amount !== undefined) parts.push(String(item.amount));
      if (item.to || item.who) parts.push("→ " + (item.to || item.who));
    }
    if (defName === "do") {
      parts.push(item.who || "?");
      parts.push(item.action || (item.use ? "uses " + item.use : item["end-turn"] ? "ends the turn" : "?"));
      if (item.card || item.enemy || item.to || item.location) parts.push(item.card || item.enemy || item.to || item.location);
    }
    if (defName === "choice") {
      parts.push(item.decision);
      ["who", "ability", "choose", "to"].forEach(function (k) {
        if (item[k] !== undefined) parts.push(String(item[k]));
      });
    }
    if (defName === "test") parts.push([item.who, item.skill].filter(Boolean).join(" ") || "test");
    return parts.filter(Boolean).join(" · ");
  }

  function label(key, spec, id) {
    var node = el("label", { "for": id, className: "field-label" }, [key]);
    if (spec && spec.help) node.setAttribute("title", spec.help);
    return node;
  }

  var uid = 0;
  function nextId() {
    uid += 1;
    return "f" + uid;
  }

  function splitList(text) {
    return text.split(",").map(function (s) {
      return s.trim();
    }).filter(Boolean);
  }

  function buildInput(spec, key, object, path, onStructure) {
    var id = nextId();
    var value = object[key];
    var input;
    var set = function (v) {
      if (v === undefined) delete object[key];
      else object[key] = v;
      changed();
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
          input.appendChild(el("option", { value: option, title: help || null, text: option }));
        });
        input.value = value === undefined ? spec.options[0] : String(value);
        if (value === undefined) object[key] = input.value;
        input.addEventListener("change", function () {
          set(input.value);
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
      }
    }
    input.setAttribute("data-path", path);
    input.setAttribute("name", "form:" + path);
    return input;
  }

  function removeButton(text, onClick) {
    var button = el("button", { type: "button", className: "remove", "aria-label": text, title: text, text: "×" });
    button.addEventListener("click", onClick);
    return button;
  }

  function buildField(defName, key, object, path, rebuild) {
    var def = model.defs[defName];
    var spec = def.fields[key];
    var fpath = fieldPath(path, key);
    var required = def.required.indexOf(key) !== -1;
    var row;
    if (!spec || spec.type === "yaml") {
      row = el("div", { className: "field unknown", "data-path": fpath }, [
        el("span", { className: "field-label", text: key }),
        el("code", { className: "yaml-only", text: JSON.stringify(object[key]) }),
        el("span", { className: "hint", text: spec ? "edit this in the YAML view" : "not a field of " + defName }),
      ]);
    } else if (spec.type === "object") {
      if (!isObject(object[key])) object[key] = {};
      row = el("fieldset", { className: "field group", "data-path": fpath }, [el("legend", { text: key, title: spec.help || null })]);
      buildObject(spec.def, object[key], fpath, row);
    } else if (spec.type === "list") {
      if (!Array.isArray(object[key])) object[key] = [];
      row = buildList(spec, key, object[key], fpath, defName === "situation" && key === "abilities" ? "abilities-top" : key);
    } else {
      var input = buildInput(spec, key, object, fpath, rebuild);
      row = el("div", { className: "field field-" + spec.type, "data-path": fpath }, [label(key, spec, input.id), input]);
      if (spec.type === "enum" && spec.optionHelp) {
        var help = el("span", { className: "option-help", id: input.id + "-help" });
        var describe = function () {
          help.textContent = spec.optionHelp[input.value] || "";
        };
        describe();
        input.addEventListener("change", describe);
        input.setAttribute("aria-describedby", help.id);
        row.classList.add("has-help");
        row.appendChild(help);
      }
    }
    if (!required && spec && spec.type !== "const") {
      var remove = removeButton("Remove " + key, function () {
        delete object[key];
        changed();
        rebuild();
      });
      if (row.tagName === "FIELDSET") row.querySelector("legend").appendChild(remove);
      else row.appendChild(remove);
    }
    return row;
  }

  function buildObject(defName, object, path, container) {
    var def = model.defs[defName];
    var body = el("div", { className: "object obj-" + defName.replace(/[^a-z0-9]+/gi, "-") });
    container.appendChild(body);
    var rebuild = function () {
      var fresh = el("div");
      buildObject(defName, object, path, fresh);
      body.replaceWith(fresh.firstChild);
      refreshDatalists();
    };
    if (!def) {
      body.appendChild(el("p", { className: "hint", text: "Edit this in the YAML view." }));
      return;
    }
    var keys = Object.keys(object);
    def.required.forEach(function (key) {
      if (keys.indexOf(key) === -1) keys.push(key);
    });
    var scalars = el("div", { className: "fields" });
    var groups = el("div", { className: "groups" });
    body.appendChild(scalars);
    body.appendChild(groups);
    keys.forEach(function (key) {
      var spec = def.fields[key];
      var row = buildField(defName, key, object, path, rebuild);
      (spec && (spec.type === "list" || spec.type === "object") ? groups : scalars).appendChild(row);
    });
    var missing = allowedFields(defName, object).filter(function (key) {
      return !(key in object);
    });
    if (missing.length) {
      var add = el("select", { className: "add-field", "aria-label": "Add a field" }, [el("option", { value: "", text: "+ field…" })]);
      missing.forEach(function (key) {
        var spec = def.fields[key];
        add.appendChild(el("option", { value: key, text: key, title: spec.help || null }));
      });
      add.addEventListener("change", function () {
        if (!add.value) return;
        object[add.value] = defaultFor(def.fields[add.value]);
        changed();
        rebuild();
      });
      scalars.appendChild(el("div", { className: "field add" }, [add]));
    }
  }

  function buildList(spec, key, list, path, listKey) {
    var box = el("fieldset", { className: "field list list-" + key, "data-path": path });
    var legend = el("legend", {}, [key + " ", el("span", { className: "count", text: "(" + list.length + ")" })]);
    box.appendChild(legend);
    var items = el("div", { className: "items" });
    box.appendChild(items);
    var redraw = function () {
      var fresh = buildList(spec, key, list, path, listKey);
      box.replaceWith(fresh);
      refreshDatalists();
    };
    list.forEach(function (item, index) {
      var ipath = fieldPath(path, index);
      var details = el("details", { className: "item", open: true, "data-path": ipath });
      var summary = el("summary", {}, [el("span", { className: "item-title", text: itemTitle(spec.def, item) })]);
      details.appendChild(summary);
      summary.appendChild(removeButton("Remove " + itemTitle(spec.def, item), function (event) {
        event.preventDefault();
        list.splice(index, 1);
        changed();
        redraw();
      }));
      if (spec.orName && typeof item === "string") {
        var holder = { value: item };
        var input = el("input", { type: "text", value: item, "data-path": ipath, id: nextId(), name: "form:" + ipath });
        input.addEventListener("input", function () {
          list[index] = input.value;
          holder.value = input.value;
          changed();
        });
        var describe = el("button", { type: "button", className: "secondary", text: "Describe the card" });
        describe.addEventListener("click", function () {
          list[index] = { name: holder.value, type: "event" };
          changed();
          redraw();
        });
        details.appendChild(el("div", { className: "field field-text" }, [label("name", null, input.id), input, describe]));
      } else if (isObject(item)) {
        buildObject(spec.def, item, ipath, details);
        details.addEventListener("input", function () {
          summary.querySelector(".item-title").textContent = itemTitle(spec.def, item);
        });
        details.addEventListener("change", function () {
          summary.querySelector(".item-title").textContent = itemTitle(spec.def, item);
        });
      } else {
        details.appendChild(el("p", { className: "hint", text: "Edit this item in the YAML view." }));
      }
      items.appendChild(details);
    });
    var add = el("button", { type: "button", className: "secondary add-item", text: "+ Add to " + key });
    add.addEventListener("click", function () {
      list.push(spec.orName ? "Card " + (list.length + 1) : newObject(spec.def, listKey, list.length));
      changed();
      redraw();
    });
    box.appendChild(add);
    return box;
  }

  function renderForm() {
    formView.textContent = "";
    if (!isObject(data)) {
      formView.appendChild(el("p", { className: "hint form-stale", text: "The YAML cannot be read as a situation yet: fix it in the YAML view, and the form follows." }));
      return;
    }
    formView.appendChild(el("p", { className: "hint", text: "Editing here rewrites the YAML view (comments are not kept). Fields the form does not show are kept; add one with “+ field…”." }));
    buildObject("situation", data, "", formView);
    refreshDatalists();
    if (lastError) placeError(lastError, false);
  }

  // ---------------------------------------------------------------- keeping the views in step

  var checkTimer = null;
  var checkTicket = 0;
  var shareTimer = null;

  function changed() {
    textarea.value = toYaml(data);
    scheduleCheck(false);
    scheduleShare();
  }

  function scheduleCheck(fromYaml) {
    window.clearTimeout(checkTimer);
    checkTimer = window.setTimeout(function () {
      check(fromYaml);
    }, fromYaml ? 400 : 700);
  }

  function check(fromYaml) {
    var ticket = ++checkTicket;
    fetch(model.urls.check, { method: "POST", headers: { "Content-Type": "application/yaml", Accept: "application/json" }, body: textarea.value })
      .then(function (response) {
        return response.json().then(function (body) {
          return { ok: response.ok, body: body };
        });
      })
      .then(function (reply) {
        if (ticket !== checkTicket) return;
        if (!reply.ok) {
          showError({ message: (reply.body.error && reply.body.error.message) || "The situation could not be checked." }, false);
          return;
        }
        var body = reply.body;
        if (fromYaml) {
          if (isObject(body.data)) {
            data = body.data;
            lastError = body.error;
            renderForm();
          } else {
            markFormStale();
          }
        }
        if (body.error) showError(body.error, false);
        else clearErrors();
      })
      .catch(function () {});
  }

  function markFormStale() {
    if (formView.querySelector(".form-stale")) return;
    formView.insertBefore(el("p", { className: "hint form-stale", role: "status", text: "The YAML has an error: the form shows the last version that could be read." }), formView.firstChild);
  }

  textarea.addEventListener("input", function () {
    scheduleCheck(true);
    scheduleShare();
  });

  function showView(name) {
    var showForm = name === "form";
    formView.hidden = !showForm;
    yamlView.hidden = showForm;
    tabs.querySelectorAll("[role=tab]").forEach(function (tab) {
      tab.setAttribute("aria-selected", String(tab.getAttribute("data-view") === name));
    });
    if (lastError) placeError(lastError, false);
  }

  tabs.addEventListener("click", function (event) {
    var tab = event.target.closest("[role=tab]");
    if (tab) showView(tab.getAttribute("data-view"));
  });

  // ---------------------------------------------------------------- errors next to the field

  function clearErrors() {
    lastError = null;
    form.querySelectorAll(".field-error.live").forEach(function (node) {
      node.remove();
    });
    form.querySelectorAll("[aria-invalid]").forEach(function (node) {
      node.removeAttribute("aria-invalid");
    });
    form.querySelectorAll(".has-error").forEach(function (node) {
      node.classList.remove("has-error");
    });
    yamlError.hidden = true;
    yamlError.textContent = "";
  }

  function findField(path) {
    var current = path || "";
    while (current) {
      var found = formView.querySelector('[data-path="' + current.replace(/"/g, '\\"') + '"]');
      if (found) return found;
      var cut = Math.max(current.lastIndexOf("."), current.lastIndexOf("["));
      current = cut > 0 ? current.slice(0, cut) : "";
    }
    return null;
  }

  function placeError(error, reveal) {
    form.querySelectorAll(".field-error.live").forEach(function (node) {
      node.remove();
    });
    form.querySelectorAll(".has-error").forEach(function (node) {
      node.classList.remove("has-error");
    });
    var target = findField(error.field);
    var row = target ? (target.matches(".field, details.item, fieldset") ? target : target.closest(".field") || target) : null;
    var message = el("p", { className: "field-error live", role: "alert", id: "field-error-live", text: error.message });
    if (error.line) {
      var show = el("button", { type: "button", className: "link-button", text: "show line " + error.line + " in the YAML" });
      show.addEventListener("click", function () {
        showView("yaml");
        selectLine(error.line);
      });
      message.appendChild(document.createTextNode(" "));
      message.appendChild(show);
    }
    if (row) {
      row.classList.add("has-error");
      if (row.tagName === "DETAILS" || row.tagName === "FIELDSET") {
        var first = row.querySelector(":scope > summary, :scope > legend");
        (first || row).insertAdjacentElement("afterend", message);
      } else {
        row.appendChild(message);
      }
      var input = row.matches("input, select, textarea") ? row : row.querySelector("input, select, textarea");
      if (input && input.getAttribute("data-path") === error.field) {
        input.setAttribute("aria-invalid", "true");
        input.setAttribute("aria-describedby", "field-error-live");
      }
      var parent = row.parentElement;
      while (parent && parent !== formView) {
        if (parent.tagName === "DETAILS") parent.open = true;
        parent = parent.parentElement;
      }
    } else if (!formView.hidden) {
      formView.insertBefore(message, formView.firstChild);
    }
    if (reveal) {
      if (!formView.hidden && row) row.scrollIntoView({ block: "center" });
      else if (formView.hidden && error.line) selectLine(error.line, true);
    }
  }

  function showError(error, reveal) {
    lastError = error;
    yamlError.hidden = false;
    yamlError.textContent = error.message;
    textarea.setAttribute("aria-invalid", "true");
    textarea.setAttribute("aria-describedby", "situation-error");
    placeError(error, reveal);
  }

  function selectLine(line, keepFocus) {
    var lines = textarea.value.split("\n");
    var start = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    var end = start + (lines[line - 1] || "").length;
    if (!keepFocus) textarea.focus();
    textarea.setSelectionRange(start, end);
    var height = textarea.scrollHeight / Math.max(lines.length, 1);
    textarea.scrollTop = Math.max(0, (line - 4) * height);
  }

  // ---------------------------------------------------------------- replay without reloading

  form.addEventListener("submit", function (event) {
    if (upload && upload.files && upload.files.length) return; // let the browser send the file
    event.preventDefault();
    window.clearTimeout(checkTimer);
    checkTicket += 1;
    traceRegion.setAttribute("aria-busy", "true");
    var button = form.querySelector(".replay-button");
    button.disabled = true;
    fetch(model.urls.trace, { method: "POST", headers: { "Content-Type": "application/yaml", Accept: "text/html" }, body: textarea.value })
      .then(function (response) {
        return response.text().then(function (text) {
          return { status: response.status, text: text };
        });
      })
      .then(function (reply) {
        if (reply.status !== 200) {
          // refused before the page's route ran (e.g. the site's own body limit): not a fragment
          traceRegion.textContent = "";
          traceRegion.appendChild(el("div", { className: "replay-failed", role: "alert", "data-status": String(reply.status) }, [
            el("p", { className: "failed-message", text: "The replay was refused (HTTP " + reply.status + "). " +
              (reply.status === 413 ? "The situation is too large." : "Try again in a moment.") }),
          ]));
          return;
        }
        // a same-origin fragment rendered and escaped by the server's templates
        traceRegion.innerHTML = reply.text;
        var failed = traceRegion.querySelector(".replay-failed");
        if (failed && failed.getAttribute("data-status") === "400") {
          showError({ message: failed.querySelector(".failed-message").textContent, field: failed.getAttribute("data-field"),
                      line: Number(failed.getAttribute("data-line")) || null }, true);
        } else {
          clearErrors();
          initTrace();
          var article = traceRegion.querySelector(".trace");
          if (article) article.scrollIntoView({ block: "start" });
        }
      })
      .catch(function () {
        traceRegion.textContent = "The replay could not be reached; press Replay again.";
      })
      .then(function () {
        traceRegion.removeAttribute("aria-busy");
        button.disabled = false;
      });
  });

  // ---------------------------------------------------------------- the trace: step-through

  function clone(value) {
    return JSON.parse(JSON.stringify(value));
  }

  function applyChanges(state, changes) {
    changes.forEach(function (change) {
      var path = change[0];
      var node = state;
      for (var i = 0; i < path.length - 1; i++) {
        if (!isObject(node[path[i]])) node[path[i]] = {};
        node = node[path[i]];
      }
      var last = path[path.length - 1];
      if (path.length === 0) return;
      if (change.length === 1) delete node[last];
      else node[last] = change[1];
    });
  }

  function changedPaths(changes) {
    var set = {};
    (changes || []).forEach(function (change) {
      set[change[0].join("\u0000")] = true;
    });
    return set;
  }

  function cell(text, isChanged) {
    return el("td", { className: isChanged ? "changed" : null, text: text });
  }

  function renderState(panel, state, changes, title, note) {
    var changedSet = changedPaths(changes);
    var was = function () {
      var key = Array.prototype.slice.call(arguments).join("\u0000");
      return Boolean(changedSet[key]);
    };
    panel.querySelector("h3").textContent = title;
    panel.querySelector(".state-note").textContent = note;
    var body = panel.querySelector(".state-body");
    body.textContent = "";
    var meta = [];
    if (state.round) meta.push("Round " + state.round);
    if (state.phase) meta.push(state.phase + " phase");
    if (state.step) meta.push("step " + state.step);
    if (state.turn) meta.push("turn: " + state.turn);
    if (state.lead) meta.push("lead: " + state.lead);
    if (state.agenda) meta.push("agenda: " + state.agenda);
    if (state.act) meta.push("act: " + state.act);
    if (state.doom_in_play !== undefined && state.doom_in_play !== null) meta.push("doom in play: " + state.doom_in_play);
    body.appendChild(el("p", { className: "state-meta", text: meta.join(" · ") }));
    var investigators = state.investigators || {};
    if (Object.keys(investigators).length) {
      var rows = Object.keys(investigators).map(function (name) {
        var inv = investigators[name];
        var c = function (field) {
          return was("investigators", name, field);
        };
        return el("tr", {}, [
          el("th", { scope: "row", text: name + (inv.eliminated ? " (eliminated)" : "") }),
          cell(inv.location, c("location")),
          cell(inv.damage + "/" + inv.health, c("damage")),
          cell(inv.horror + "/" + inv.sanity, c("horror")),
          cell(String(inv.resources), c("resources")),
          cell(String(inv.clues), c("clues")),
          cell(String(inv.actions), c("actions")),
        ]);
      });
      body.appendChild(table("Investigators", [["Name"], ["Where"], ["Dmg", "damage / health"], ["Hor", "horror / sanity"],
                                                 ["Res", "resources"], ["Clues"], ["Act", "actions left"]], rows));
    }
    var cards = state.cards || {};
    if (Object.keys(cards).length) {
      var cardRows = Object.keys(cards).map(function (name) {
        var card = cards[name];
        var c = function (field) {
          return was("cards", name, field);
        };
        var where = card.zone + (card.engaged ? " · engaged: " + card.engaged : card.location ? " · " + card.location : "") +
          (card.controller ? " · " + card.controller : "");
        var other = [card.exhausted ? "exhausted" : "", card.uses ? "uses " + card.uses : "", card.doom ? "doom " + card.doom : "",
                     card.clues ? "clues " + card.clues : ""].filter(Boolean).join(" ");
        return el("tr", {}, [
          el("th", { scope: "row" }, [name + " ", el("span", { className: "muted", text: card.type })]),
          cell(where, c("zone") || c("engaged") || c("location") || c("controller")),
          cell(String(card.damage), c("damage")),
          cell(String(card.horror), c("horror")),
          cell(other, c("exhausted") || c("uses") || c("doom") || c("clues")),
        ]);
      });
      body.appendChild(table("Cards", [["Card"], ["Where"], ["Dmg", "damage"], ["Hor", "horror"], ["Other"]], cardRows));
    }
  }

  function table(caption, heads, rows) {
    return el("table", { className: "state-table" }, [
      el("caption", { text: caption }),
      el("thead", {}, [el("tr", {}, heads.map(function (h) {
        return el("th", { scope: "col" }, [h[1] ? el("abbr", { title: h[1], text: h[0] }) : h[0]]);
      }))]),
      el("tbody", {}, rows),
    ]);
  }

  function initTrace() {
    var article = traceRegion.querySelector(".trace");
    if (!article) return;
    var steps = Array.prototype.slice.call(article.querySelectorAll("li.step"));
    var stepper = article.querySelector(".stepper");
    var position = article.querySelector(".stepper-pos");
    var panel = article.querySelector(".state-panel");
    var states = JSON.parse(article.querySelector(".trace-states").textContent);
    var changes = states.changes;
    var cache = [];
    var current = -1;
    if (!steps.length) return;
    stepper.hidden = false;

    var stateAt = function (index) {
      if (!changes) return null;
      for (var i = cache.length; i <= index; i++) {
        var state = i === 0 ? {} : clone(cache[i - 1]);
        applyChanges(state, changes[i]);
        cache.push(state);
      }
      return cache[index];
    };

    var select = function (index, scroll) {
      index = Math.max(0, Math.min(steps.length - 1, index));
      if (current >= 0) steps[current].classList.remove("current");
      current = index;
      var step = steps[index];
      step.classList.add("current");
      var parent = step.parentElement;
      while (parent && parent !== article) {
        if (parent.tagName === "DETAILS") parent.open = true;
        parent = parent.parentElement;
      }
      var n = step.getAttribute("data-n");
      position.textContent = "Step " + n + " of " + steps.length;
      if (scroll) step.querySelector(".step-line").scrollIntoView({ block: "nearest" });
      if (changes) {
        renderState(panel, stateAt(index), changes[index], "State at step " + n,
                    "After step " + n + "; what it changed is highlighted.");
      } else {
        renderState(panel, states.final || {}, [], "Final state",
                    "The trace gives the final state only: the state at each step is not available.");
      }
      panel.classList.add("stepping");
      article.querySelector(".trace-body").classList.add("stepping");
      if (!panel.querySelector(".close-state")) {
        var close = el("button", { type: "button", className: "secondary close-state", text: "Hide" });
        close.addEventListener("click", function () {
          panel.classList.remove("stepping");
          article.querySelector(".trace-body").classList.remove("stepping");
        });
        panel.insertBefore(close, panel.firstChild);
      }
    };

    stepper.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      if (!button) return;
      var action = button.getAttribute("data-step");
      if (action === "next") select(current + 1, true);
      if (action === "prev") select(current - 1, true);
      if (action === "first") select(0, true);
      if (action === "last") select(steps.length - 1, true);
    });
    var tools = article.querySelector(".trace-tools");
    tools.hidden = false;
    tools.addEventListener("click", function (event) {
      var button = event.target.closest("button[data-tree]");
      if (!button) return;
      var open = button.getAttribute("data-tree") === "open";
      article.querySelectorAll(".steps details").forEach(function (d) {
        d.open = open;
      });
    });
    // clicking a step's number selects it (the rest of the line keeps its links and folding)
    article.addEventListener("click", function (event) {
      var number = event.target.closest(".step-n");
      if (!number) return;
      var step = number.closest("li.step");
      event.preventDefault();
      select(steps.indexOf(step), false);
    });
    article.addEventListener("keydown", function (event) {
      if (event.target.closest("input, textarea, select")) return;
      if (event.key === "ArrowRight" || event.key === "j") {
        event.preventDefault();
        select(current + 1, true);
      } else if (event.key === "ArrowLeft" || event.key === "k") {
        event.preventDefault();
        select(current - 1, true);
      }
    });
    article.setAttribute("tabindex", "-1");
    var share = article.getAttribute("data-share");
    if (share) setShare(share);
  }

  // ---------------------------------------------------------------- sharing

  function base64url(bytes) {
    var binary = "";
    for (var i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function setShare(url) {
    shareInput.hidden = false;
    copyButton.hidden = false;
    shareInput.value = url;
    shareNote.textContent = "The link holds the situation itself (compressed, at most " + model.limits.share + " characters); nothing is stored on the server.";
  }

  function tooLarge(length) {
    shareInput.hidden = true;
    copyButton.hidden = true;
    shareNote.textContent = "This situation is too large to share as a link (" + length + " characters once compressed, more than " +
      model.limits.share + "): download the YAML and share the file.";
  }

  function scheduleShare() {
    window.clearTimeout(shareTimer);
    shareTimer = window.setTimeout(updateShare, 300);
  }

  function updateShare() {
    if (!("CompressionStream" in window)) {
      shareNote.textContent = "Replay the situation to get its share link.";
      shareInput.hidden = true;
      copyButton.hidden = true;
      return;
    }
    var bytes = new TextEncoder().encode(textarea.value);
    var stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
    new Response(stream).arrayBuffer().then(function (buffer) {
      var code = base64url(new Uint8Array(buffer));
      if (code.length > model.limits.share) tooLarge(code.length);
      else setShare(new URL(model.urls.page + "?s=" + code, window.location.href).href);
    });
  }

  copyButton.addEventListener("click", function () {
    shareInput.select();
    if (navigator.clipboard) navigator.clipboard.writeText(shareInput.value).catch(function () {});
    copyButton.textContent = "Copied";
    window.setTimeout(function () {
      copyButton.textContent = "Copy";
    }, 1500);
  });

  function fileName() {
    var title = isObject(data) && typeof data.title === "string" ? data.title : "situation";
    return (title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "situation") + ".yaml";
  }

  downloadLink.hidden = false;
  downloadLink.addEventListener("click", function () {
    if (downloadLink.href.indexOf("blob:") === 0) URL.revokeObjectURL(downloadLink.href);
    downloadLink.href = URL.createObjectURL(new Blob([textarea.value], { type: "application/yaml" }));
    downloadLink.setAttribute("download", fileName());
  });

  upload.addEventListener("change", function () {
    var file = upload.files && upload.files[0];
    if (!file) return;
    if (file.size > model.limits.body) {
      showError({ message: "The file is larger than " + model.limits.body + " bytes, the limit of a replay." }, false);
      upload.value = "";
      return;
    }
    file.text().then(function (text) {
      textarea.value = text.replace(/\r\n/g, "\n");
      upload.value = "";
      check(true);
      scheduleShare();
      showView(formView.hidden ? "yaml" : "form");
    });
  });

  // ---------------------------------------------------------------- start

  tabs.hidden = false;
  renderForm();
  var failed = traceRegion.querySelector(".replay-failed");
  if (failed && failed.getAttribute("data-status") === "400") {
    lastError = { message: failed.querySelector(".failed-message").textContent, field: failed.getAttribute("data-field"),
                  line: Number(failed.getAttribute("data-line")) || null };
  }
  showView(isObject(data) ? "form" : "yaml");
  if (lastError) showError(lastError, false);
  initTrace();
  if (!shareInput.value) scheduleShare();
})();

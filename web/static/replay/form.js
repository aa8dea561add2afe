// The form view of a situation: fields built from the engine's description of the format
// (the page's "replay-model" block: each object's fields, their types and help, which fields go
// with which effect, decision or event), editing the situation's data in place. Every edit calls
// onChange, which rewrites the YAML view; the form is rebuilt when the YAML is edited.

import { el, isObject } from "./dom.js";
import { buildInput, fieldHelp, label, nextId } from "./inputs.js";
import { createItemMaker, itemTitle } from "./items.js";

export function createFormView({ container: formView, model, onChange }) {
  var data = null;
  var newItems = createItemMaker(model, function () {
    return data;
  });

  // names the situation holds, offered in its text fields (with the selectors) as datalists
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

  // described: {selector: what it means} ("self" -> "this card"), shown beside each suggestion
  function fillDatalist(id, described) {
    var list = document.getElementById(id);
    if (!list) {
      list = el("datalist", { id: id });
      formView.appendChild(list);
    }
    list.textContent = "";
    situationNames().forEach(function (value) {
      list.appendChild(el("option", { value: value }));
    });
    Object.keys(described).forEach(function (value) {
      list.appendChild(el("option", { value: value, label: described[value] || null }));
    });
  }

  function refreshDatalists() {
    fillDatalist("names-target", model.selectors.target);
    fillDatalist("names-filter", model.selectors.filter);
    fillDatalist("names-plain", {});
  }

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

  // The field that decides an object's shape (an effect's "effect", a choice's "decision") changed:
  // drop the fields the new kind does not take, and add those it needs, empty or at a value shown on
  // screen (an empty one shows its error until it is filled: nothing is chosen silently).
  function reshape(defName, key, object) {
    var rule = model.allowed[defName];
    if (!rule || rule.by !== key || !(object[key] in rule.map)) return;
    var allowed = [rule.by].concat(rule.map[object[key]], rule.common);
    Object.keys(object).forEach(function (field) {
      if (allowed.indexOf(field) === -1) delete object[field];
    });
    ((rule.needs || {})[object[key]] || []).forEach(function (field) {
      if (field in object) return;
      var spec = model.defs[defName].fields[field];
      object[field] = spec ? newItems.blankFor(spec) : "";
    });
  }

  function removeButton(text, onClick, extraClass) {
    var button = el("button", { type: "button", className: "remove" + (extraClass ? " " + extraClass : ""),
                                "aria-label": text, title: text, text: "×" });
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
      row = el("fieldset", { className: "field group", "data-path": fpath }, [el("legend", { text: spec.label || key, title: spec.help || null })]);
      if (spec.say) row.appendChild(fieldHelp(spec));
      buildObject(spec.def, object[key], fpath, row);
    } else if (spec.type === "list") {
      if (!Array.isArray(object[key])) object[key] = [];
      row = buildList(spec, key, object[key], fpath, defName === "situation" && key === "abilities" ? "abilities-top" : key);
    } else {
      var reshapeAndRebuild = function () {
        reshape(defName, key, object);
        onChange();
        rebuild();
      };
      var input = buildInput(spec, key, object, fpath, reshapeAndRebuild, onChange);
      row = el("div", { className: "field field-" + spec.type, "data-path": fpath }, [label(key, spec, input.id), input]);
      if (spec.say) row.appendChild(fieldHelp(spec));
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
        onChange();
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
        add.appendChild(el("option", { value: key, text: spec.label || key, title: spec.help || null }));
      });
      add.addEventListener("change", function () {
        if (!add.value) return;
        object[add.value] = newItems.defaultFor(def.fields[add.value]);
        onChange();
        rebuild();
      });
      scalars.appendChild(el("div", { className: "field add" }, [add]));
    }
  }

  function buildList(spec, key, list, path, listKey) {
    var box = el("fieldset", { className: "field list list-" + key, "data-path": path });
    var legend = el("legend", { "data-key": key }, [(spec.label || key) + " ", el("span", { className: "count", text: "(" + list.length + ")" })]);
    box.appendChild(legend);
    if (spec.say) box.appendChild(fieldHelp(spec));
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
      // Beside the summary, not inside it: a button inside a <summary> is an interactive element
      // nested in another, which screen readers cannot reach on its own (axe: nested-interactive).
      details.appendChild(removeButton("Remove " + itemTitle(spec.def, item), function (event) {
        event.preventDefault();
        list.splice(index, 1);
        onChange();
        redraw();
      }, "item-remove"));
      if (spec.orName && typeof item === "string") {
        var holder = { value: item };
        var input = el("input", { type: "text", value: item, "data-path": ipath, id: nextId(), name: "form:" + ipath });
        input.addEventListener("input", function () {
          list[index] = input.value;
          holder.value = input.value;
          onChange();
        });
        var describe = el("button", { type: "button", className: "secondary", text: "Describe the card" });
        describe.addEventListener("click", function () {
          list[index] = { name: holder.value, type: "event" };
          onChange();
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
    var add = el("button", { type: "button", className: "secondary add-item", text: "+ Add to " + (spec.label || key) });
    add.addEventListener("click", function () {
      list.push(spec.orName ? "Card " + (list.length + 1) : newItems.newObject(spec.def, listKey, list.length));
      onChange();
      redraw();
    });
    box.appendChild(add);
    return box;
  }

  // Build the form for newData (the situation as JSON data); false when it is not an object.
  function render(newData) {
    data = newData;
    formView.textContent = "";
    if (!isObject(data)) {
      formView.appendChild(el("p", { className: "hint form-stale", text: "The YAML cannot be read as a situation yet: fix it in the YAML view, and the form follows." }));
      return false;
    }
    formView.appendChild(el("p", { className: "hint", text: "Editing here rewrites the YAML view (comments are not kept). Fields the form does not show are kept; add one with “+ field…”." }));
    buildObject("situation", data, "", formView);
    refreshDatalists();
    return true;
  }

  // The YAML no longer reads: say that the form shows the last version that did.
  function markStale() {
    if (formView.querySelector(".form-stale")) return;
    formView.insertBefore(el("p", { className: "hint form-stale", role: "status", text: "The YAML has an error: the form shows the last version that could be read." }), formView.firstChild);
  }

  return {
    render: render,
    markStale: markStale,
    data: function () {
      return data;
    },
  };
}

// What a new field or list item starts as, and the title an item shows when folded: a new
// investigator stands at the first location, a new asset belongs to the first investigator, so
// that what is added replays at once and the user edits from there.

import { isObject } from "./dom.js";

// model: the form's description; getData(): the situation being edited (for the names it holds).
export function createItemMaker(model, getData) {
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

  // What a field the form adds because a kind needs it starts at: a number at its least, an empty
  // name or list (its error shows until it is filled), a closed list at the value it shows.
  function blankFor(spec) {
    switch (spec.type) {
      case "int": return spec.min || 0;
      case "enum": return spec.options[0];
      case "bool": return false;
      case "strings":
      case "enums":
      case "list": return [];
      case "object": return newObject(spec.def);
      default: return "";
    }
  }

  function firstName(key) {
    var data = getData();
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

  return { defaultFor: defaultFor, blankFor: blankFor, newObject: newObject };
}

export function itemTitle(defName, item) {
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
    parts.push(item.action || (item.use ? "uses " + item.use : item["end-turn"] ? "ends the turn"
      : item.resolve ? "resolves " + item.resolve : "?"));
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

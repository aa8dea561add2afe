// The state panel beside the trace: the game state at one step as tables (investigators, then
// cards), each value the step changed highlighted. The state is given; stepper.js works it out.

import { el } from "./dom.js";
import { elderSignState } from "./elder_sign_state.js";

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

export function renderState(panel, state, changes, title, note) {
  var changedSet = changedPaths(changes);
  var was = function () {
    var key = Array.prototype.slice.call(arguments).join("\u0000");
    return Boolean(changedSet[key]);
  };
  panel.querySelector("h3").textContent = title;
  panel.querySelector(".state-note").textContent = note;
  var body = panel.querySelector(".state-body");
  body.textContent = "";
  if (state.game === "elder-sign") {
    elderSignState(state, was, table, cell).forEach(function (node) { body.appendChild(node); });
    return;
  }
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

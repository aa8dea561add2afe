// The state panel for an Elder Sign replay (a state with game: "elder-sign"): the clock, the doom
// track, the Elder Signs and the Mythos card; the investigators; the adventures' tasks; the dice.
// state_panel.js gives its table and cell builders, so both games' tables look alike.

import { el } from "./dom.js";

export function elderSignState(state, was, table, cell) {
  var nodes = [];
  var ancient = state.ancient_one || {};
  var meta = ["clock " + state.clock, "doom " + state.doom + " of " + state.doom_track,
              "Elder Signs " + state.elder_signs + " of " + state.elder_sign_limit];
  if (state.mythos) meta.push("Mythos: " + state.mythos);
  if (ancient.awake) meta.push(ancient.name + " is awake");
  if (state.over) meta.push("the investigators " + state.over);
  nodes.push(el("p", { className: "state-meta", text: meta.join(" · ") }));
  var players = state.players || {};
  var rows = Object.keys(players).map(function (name) {
    var p = players[name];
    var c = function (field) {
      return was("players", name, field);
    };
    return el("tr", {}, [
      el("th", { scope: "row", text: name + (p.devoured ? " (devoured)" : "") }),
      cell(p.at, c("at")),
      cell(p.sanity + "/" + p.max_sanity, c("sanity") || c("max_sanity")),
      cell(p.stamina + "/" + p.max_stamina, c("stamina") || c("max_stamina")),
      cell(String(p.clues), c("clues")),
      cell(String(p.trophies), c("trophies")),
      cell((p.marker || []).join(", "), c("marker")),
    ]);
  });
  if (rows.length) {
    nodes.push(table("Investigators", [["Name"], ["Where"], ["San", "sanity / maximum"], ["Sta", "stamina / maximum"],
                                       ["Clues"], ["Tro", "trophies"], ["Marker", "dice secured on the marker"]], rows));
  }
  var adventures = state.adventures || {};
  var cards = Object.keys(adventures).map(function (name) {
    return el("tr", {}, [el("th", { scope: "row", text: name }),
                         cell((adventures[name].tasks || []).join("; "), was("adventures", name, "tasks"))]);
  });
  if (cards.length) nodes.push(table("Adventures", [["Card"], ["Tasks"]], cards));
  var dice = state.dice || {};
  var line = [];
  if ((dice.pool || []).length) line.push("Dice pool: " + dice.pool.join(", "));
  if ((dice.locked || []).length) line.push("locked: " + dice.locked.join(", "));
  if (line.length) nodes.push(el("p", { className: "state-meta", text: line.join(" · ") }));
  return nodes;
}

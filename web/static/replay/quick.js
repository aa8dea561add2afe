// Describing a situation as a player would: say what happened (a starter in players' words), paste
// the cards as printed (several at once, or ArkhamDB card objects), and write what happens in plain
// sentences. Each reads what it can (paste.js, starters.js), puts it into the situation through the
// editor (the form and the YAML follow, filled and editable), and quotes what it cannot read.

import { el } from "./dom.js";
import { addCards, readCards, readHappenings, resolveNames } from "./paste.js";
import { STARTERS, applyStarter } from "./starters.js";

var CARDS_EXAMPLE = "Roland Banks \u2014 investigator, health 9, sanity 5, combat 4, agility 2\n\n" +
  "Guard Dog \u2014 asset, health 3, sanity 1\n" +
  "[reaction] When an enemy attack deals damage to Guard Dog: Deal 1 damage to the attacking enemy.\n\n" +
  "Ghoul Minion \u2014 enemy, fight 2, health 2, evade 2, damage 1, horror 1";
var HAPPENS_EXAMPLE = "Roland assigns the damage to Guard Dog.\nRoland reveals -1.\nRoland plays .45 Automatic.";

function box(id, title, help, placeholder, buttonText, onApply) {
  var area = el("textarea", { id: id, rows: "4", placeholder: placeholder, spellcheck: "false", autocapitalize: "off" });
  var problems = el("ul", { className: "paste-problems", role: "alert", hidden: true });
  var button = el("button", { type: "button", className: "secondary", text: buttonText });
  button.addEventListener("click", function () {
    var found = onApply(area.value);
    problems.textContent = "";
    found.forEach(function (text) {
      problems.appendChild(el("li", { text: text }));
    });
    problems.hidden = !found.length;
  });
  return el("div", { className: "paste-box" }, [
    el("label", { "for": id, className: "field-label", text: title }),
    el("span", { className: "field-help", text: help }),
    area, button, problems,
  ]);
}

function starterPicker(editor) {
  var select = el("select", { id: "starter" }, [el("option", { value: "", text: "\u2014 pick what happens \u2014" })]
    .concat(STARTERS.map(function (s) {
      return el("option", { value: s.key, text: s.words });
    })));
  var says = el("span", { className: "field-help", id: "starter-says" });
  select.addEventListener("change", function () {
    var chosen = STARTERS.filter(function (s) {
      return s.key === select.value;
    })[0];
    says.textContent = chosen ? chosen.says : "";
    if (chosen) editor.update(function (data) {
      applyStarter(data, chosen.key);
    });
  });
  return el("div", { className: "paste-box starter" }, [
    el("label", { "for": "starter", className: "field-label", text: "What happens?" }), select, says,
  ]);
}

// container: where the boxes go (shown with the form view); editor: createEditor's result; standIns:
// the model's stand-in investigator and location of a situation from scratch.
export function createQuickAdd({ container, editor, standIns }) {
  container.appendChild(box(
    "paste-cards", "Paste the cards as printed",
    "A blank line between cards. First line: name \u2014 type, numbers as printed (an enemy's \u201cdamage 1, " +
    "horror 1\u201d is its attack; \u201c2 damage on it\u201d is what is on it), where it is; then its text. " +
    "ArkhamDB's card JSON works too; a name alone comes from your card catalogue.",
    CARDS_EXAMPLE, "Add the cards",
    function (text) {
      var read = readCards(text);
      if (read.cards.length) {
        editor.update(function (data) {
          addCards(data, read.cards, standIns);
        });
      }
      return read.problems;
    }));
  container.appendChild(starterPicker(editor));
  container.appendChild(box(
    "paste-happenings", "What the players do and decide, in words",
    "One sentence a line, in order: an action, an ability used, where damage goes, a chaos token revealed. " +
    "It replaces what the sentences describe in \u201cWhat happens\u201d and \u201cWho decides\u201d below.",
    HAPPENS_EXAMPLE, "Set what happens",
    function (text) {
      var read = readHappenings(text);
      if (!read.problems.length) {
        editor.update(function (data) {
          if (read.do.length) data.do = resolveNames(read.do, data);
          if (read.choices.length) data.choices = resolveNames(read.choices, data);
          if (read.tests.length) data.tests = resolveNames(read.tests, data);
        });
      }
      return read.problems;
    }));
  container.hidden = false;
}

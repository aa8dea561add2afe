// Describing a situation as a player would: paste the cards as printed (several at once), and write
// what happens in plain sentences. The two boxes read what they can (paste.js), put it into the
// situation through the editor (the form and the YAML follow), and quote what they cannot read.

import { el } from "./dom.js";
import { addCards, readCards, readHappenings } from "./paste.js";

var CARDS_EXAMPLE = "Guard Dog \u2014 asset, controlled by Roland Banks, health 3, sanity 1\n" +
  "[reaction] When an enemy attack deals damage to Guard Dog: Deal 1 damage to the attacking enemy.\n\n" +
  "Goat Spawn \u2014 enemy, engaged with Roland Banks, health 3, damage 2, fight 3, evade 2, attack 1/0\n" +
  "Hunter.\nForced \u2013 When Goat Spawn is defeated: Each investigator at this location takes 1 horror.";
var HAPPENS_EXAMPLE = "Roland Banks plays .45 Automatic.\nRoland Banks assigns the damage to Guard Dog.\n" +
  "Agnes Baker chooses Ghoul Minion.";

function box(id, title, help, placeholder, buttonText, onApply) {
  var area = el("textarea", { id: id, rows: "6", placeholder: placeholder, spellcheck: "false", autocapitalize: "off" });
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

// container: where the boxes go (shown with the form view); editor: createEditor's result.
export function createQuickAdd({ container, editor }) {
  container.appendChild(box(
    "paste-cards", "Add cards by pasting their printed text",
    "One card a block, blocks apart by a blank line: first line the name and, after a dash, its type, where it is " +
    "and its numbers; then the text as printed. A name alone takes the card from your catalogue, if you imported one.",
    CARDS_EXAMPLE, "Add the cards",
    function (text) {
      var read = readCards(text);
      if (read.cards.length) {
        editor.update(function (data) {
          addCards(data, read.cards);
        });
      }
      return read.problems;
    }));
  container.appendChild(box(
    "paste-happenings", "What happens, in words",
    "One sentence a line: what the players do, in order, and what they decide when the game asks. This replaces " +
    "\u201cWhat happens\u201d and \u201cWho decides\u201d below.",
    HAPPENS_EXAMPLE, "Set what happens",
    function (text) {
      var read = readHappenings(text);
      if (!read.problems.length && (read.do.length || read.choices.length)) {
        editor.update(function (data) {
          data.do = read.do;
          data.choices = read.choices;
        });
      }
      return read.problems;
    }));
  container.hidden = false;
}

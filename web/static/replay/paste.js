// Reading what a player pastes or writes: cards as printed, and what happens in plain sentences.
//
// Cards: blocks separated by a blank line. A block's first line is the card's name, then, after a
// dash or in brackets, what the printed card shows in numbers and where the card is ("asset,
// controlled by Roland Banks, health 3, sanity 1"); the lines after it are the printed text, which
// the engine reads (a card with a name only is looked up in the card catalogue, if there is one).
// An ArkhamDB card object (or a list of them), as its site or API gives it, is read too.
// What is printed and what is on the card stay apart: an enemy's "damage 1, horror 1" (or "attack
// 1/1") is its printed attack; damage and horror placed on a card are "2 damage on it".
// Two blocks of the same name are two copies: the second is "Ghoul Minion #2".
// What happens: one sentence a line ("Roland Banks plays .45 Automatic.", "Roland Banks assigns the
// damage to Guard Dog." (the damage only), "Roland reveals -1.", "Agnes Baker chooses Ghoul
// Minion."). Whatever is not understood is returned as a problem, quoted: nothing is guessed.

var TYPES = ["asset", "enemy", "event", "skill", "treachery", "investigator", "location", "act", "agenda", "story"];
var NUMBERS = ["health", "sanity", "damage", "horror", "fight", "evade", "cost", "shroud", "clues", "resources", "doom",
               "uses", "actions"];
var SKILLS = ["willpower", "intellect", "combat", "agility"];

var ON_IT = /^(?:with )?(\d+) (damage|horror|doom|clues?)(?: tokens?)?(?: on it)?$/i;
var ATTACK = /^attack:?\s*(\d+)(?: damage)?\s*(?:\/|,|and)?\s*(\d+)?(?: horror)?$/i;

function parseHeader(line, problems) {
  var found = /^(.*?)\s*(?:\((.*)\)\s*$|[\u2013\u2014]\s*(.*)$|\s-\s+(.*)$)/.exec(line);
  var name = found ? found[1].trim() : line.trim();
  var rest = found ? (found[2] || found[3] || found[4] || "") : "";
  var card = { name: name };
  var printedAttack = {};
  rest.split(/[,;]/).map(function (part) {
    return part.trim();
  }).filter(Boolean).forEach(function (part) {
    var lower = part.toLowerCase();
    var m;
    if (TYPES.indexOf(lower) !== -1) card.type = lower;
    else if ((m = /^controlled by (.+)$/i.exec(part))) card.controller = m[1];
    else if ((m = /^engaged with (.+)$/i.exec(part))) card.engaged = m[1];
    else if ((m = /^in (.+?)(?:'s|\u2019s) (hand|deck|threat area)$/i.exec(part))) {
      if (m[2].toLowerCase() === "threat area") card["threat-area"] = m[1];
      else card["in " + m[2].toLowerCase()] = m[1];
    } else if ((m = /^attached to (.+)$/i.exec(part))) card["attached-to"] = m[1];
    else if ((m = /^at (.+)$/i.exec(part))) card.location = m[1];
    else if ((m = ATTACK.exec(part))) card.attack = { damage: Number(m[1]), horror: Number(m[2] || 0) };
    else if ((m = ON_IT.exec(part))) {
      var what = m[2].toLowerCase().replace(/^clue$/, "clues");
      card[what] = Number(m[1]);
    } else if ((m = /^(damage|horror) (\d+)$/i.exec(part))) {
      printedAttack[m[1].toLowerCase()] = Number(m[2]);
    } else if ((m = /^([a-z]+) (\d+)$/i.exec(part)) && NUMBERS.concat(SKILLS).indexOf(m[1].toLowerCase()) !== -1) {
      var key = m[1].toLowerCase();
      if (SKILLS.indexOf(key) !== -1) {
        card.skills = card.skills || {};
        card.skills[key] = Number(m[2]);
      } else card[key] = Number(m[2]);
    } else problems.push("\u201c" + part + "\u201d in \u201c" + line + "\u201d: not a card type, a number (health 3, " +
                         "2 damage on it) or a place (controlled by, engaged with, at, attached to, in X's hand, in X's threat area)");
  });
  // fight and evade are printed on enemies only: a card with them is one
  if (!card.type && ("fight" in card || "evade" in card)) card.type = "enemy";
  // "damage 1, horror 1" as printed: an enemy's attack; on any other card, the damage and horror on it
  if (Object.keys(printedAttack).length) {
    if (card.type === "enemy") {
      card.attack = { damage: printedAttack.damage || 0, horror: printedAttack.horror || 0 };
    } else Object.assign(card, printedAttack);
  }
  return card;
}

// An ArkhamDB card object -> a card as the situation writes it (the catalogue's fields, read as printed).
function fromArkhamDb(object) {
  var card = { name: String(object.name || "").trim() };
  var kind = object.type_code;
  if (kind) card.type = kind;
  var number = function (value) {
    return typeof value === "number" && value >= 0 ? value : null;
  };
  if (kind === "investigator") {
    ["health", "sanity"].forEach(function (key) {
      if (number(object[key]) !== null) card[key] = object[key];
    });
    SKILLS.forEach(function (skill) {
      if (number(object["skill_" + skill]) !== null) {
        card.skills = card.skills || {};
        card.skills[skill] = object["skill_" + skill];
      }
    });
  } else if (kind === "location") {
    if (number(object.shroud) !== null) card.shroud = object.shroud;
    if (number(object.clues) !== null) card.clues = object.clues;
  } else {
    var pairs = kind === "enemy" ? [["health", "health"], ["enemy_fight", "fight"], ["enemy_evade", "evade"]]
      : [["health", "health"], ["sanity", "sanity"], ["cost", "cost"]];
    pairs.forEach(function (pair) {
      if (number(object[pair[0]]) !== null) card[pair[1]] = object[pair[0]];
    });
    if (kind === "enemy" && (number(object.enemy_damage) !== null || number(object.enemy_horror) !== null)) {
      card.attack = { damage: number(object.enemy_damage) || 0, horror: number(object.enemy_horror) || 0 };
    }
  }
  if (object.text) card.text = String(object.text);
  return card;
}

function readArkhamDb(text, problems) {
  var parsed;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    problems.push("the pasted text starts like a JSON card object but is not one: " + error.message);
    return [];
  }
  var objects = Array.isArray(parsed) ? parsed : [parsed];
  return objects.filter(function (object, i) {
    var ok = object && typeof object === "object" && typeof object.name === "string" && object.name.trim();
    if (!ok) problems.push("card object " + (i + 1) + ": an ArkhamDB card has a \u201cname\u201d");
    return ok;
  }).map(fromArkhamDb);
}

// Blocks of printed cards, or ArkhamDB card objects -> {cards: [...], problems: [...]}; each card keeps
// "in hand"/"in deck" apart.
export function readCards(text) {
  var problems = [];
  var trimmed = text.trim();
  if (/^[\[{]/.test(trimmed)) return { cards: readArkhamDb(trimmed, problems), problems: problems };
  var cards = text.replace(/\r/g, "").split(/\n\s*\n/).map(function (block) {
    var lines = block.split("\n").map(function (l) {
      return l.trim();
    }).filter(Boolean);
    if (!lines.length) return null;
    var card = parseHeader(lines[0], problems);
    if (lines.length > 1) card.text = lines.slice(1).join("\n");
    return card;
  }).filter(Boolean);
  return { cards: cards, problems: problems };
}

function findInvestigator(data, name) {
  return (data.investigators || []).filter(function (inv) {
    return inv && inv.name === name;
  })[0];
}

// Every name the situation holds (its cards in play, decks, hands), to give a second copy its own.
function namesIn(data) {
  var names = {};
  var add = function (item) {
    var name = typeof item === "string" ? item : item && item.name;
    if (name) names[name] = true;
  };
  ["investigators", "locations", "cards", "encounter-deck", "set-aside"].forEach(function (key) {
    (data[key] || []).forEach(add);
  });
  (data.investigators || []).forEach(function (inv) {
    (inv.hand || []).concat(inv.deck || []).forEach(add);
  });
  return names;
}

// "Ghoul Minion", then "Ghoul Minion #2", "#3": every name in a situation is unique.
function copyName(name, taken) {
  if (!taken[name]) return name;
  var n = 2;
  while (taken[name + " #" + n]) n += 1;
  return name + " #" + n;
}

// Every mention of ``from`` in the situation (a name as a value) becomes ``to``.
function rename(value, from, to) {
  if (Array.isArray(value)) return value.map(function (item) {
    return rename(item, from, to);
  });
  if (value && typeof value === "object") {
    Object.keys(value).forEach(function (key) {
      value[key] = rename(value[key], from, to);
    });
    return value;
  }
  return value === from ? to : value;
}

// An investigator or a location: merged into the one of that name, or into the stand-in a situation
// from scratch starts with (renamed everywhere), or added.
function addPerson(data, card, key, standIn) {
  data[key] = data[key] || [];
  var fields = Object.assign({}, card);
  delete fields.type;
  var same = data[key].filter(function (x) {
    return x && x.name === card.name;
  })[0];
  var held = data[key].filter(function (x) {
    return x && x.name === standIn;
  })[0];
  if (!same && held) {
    rename(data, standIn, card.name);
    same = held;
    if (key === "investigators") {  // the stand-in's numbers are not the pasted investigator's
      delete held.health;
      delete held.sanity;
    }
  }
  if (key === "investigators" && !same && !fields.location) {
    fields.location = ((data.investigators || [])[0] || {}).location || ((data.locations || [])[0] || {}).name;
  }
  if (same) {
    if ("text" in fields) delete same.abilities;
    Object.assign(same, fields);
  } else data[key].push(fields);
}

// Put the read cards into the situation's data: an investigator or location by its name (merged into
// one already there), a card where its header says (else: an asset under the first investigator's
// control, an enemy engaged with the first investigator, an event or skill in the first
// investigator's hand, a treachery on top of the encounter deck, a story card set aside... in the
// order pasted). A card of a name already there is another copy of it ("#2"). standIns: the investigator and location a situation
// from scratch holds (the model's standIns): the first pasted take their place, so nothing of them is
// left over.
export function addCards(data, cards, standIns) {
  var deck = [];
  cards.forEach(function (card) {
    var kind = card.type;
    if (kind === "investigator" || (!kind && findInvestigator(data, card.name))) {
      addPerson(data, card, "investigators", standIns.investigator);
      return;
    }
    if (kind === "location") {
      addPerson(data, card, "locations", standIns.location);
      return;
    }
    var first = (data.investigators || [])[0];
    var firstName = first ? first.name : "";
    card.name = copyName(card.name, namesIn(data));
    var hand = card["in hand"] || card["in deck"];
    var zone = card["in deck"] ? "deck" : "hand";
    delete card["in hand"];
    delete card["in deck"];
    if (!hand && (kind === "event" || kind === "skill")) hand = firstName;
    if (hand) {
      var owner = findInvestigator(data, hand) || first;
      if (owner) {
        owner[zone] = owner[zone] || [];
        owner[zone].push(card);
      }
      return;
    }
    if (kind === "story") {  // set aside until the scenario instructs its resolution ("X resolves Y.")
      data["set-aside"] = (data["set-aside"] || []).concat([card]);
      return;
    }
    if (kind === "treachery" && !card["threat-area"] && !card.location && !card["attached-to"]) {
      deck.push(card);
      return;
    }
    if (kind === "asset" && !card.controller) card.controller = firstName;
    if (kind === "enemy" && !card.engaged && !card.location) card.engaged = firstName;
    data.cards = data.cards || [];
    data.cards.push(card);
  });
  if (deck.length) data["encounter-deck"] = deck.concat(data["encounter-deck"] || []);
  return data;
}

var ACTIONS = [
  [/^(.+?) plays (.+)$/i, function (m) { return { do: { who: m[1], action: "play", card: m[2] } }; }],
  [/^(.+?) (?:takes|gains) (?:a|1) resource$/i, function (m) { return { do: { who: m[1], action: "resource" } }; }],
  [/^(.+?) draws (?:a|1) card$/i, function (m) { return { do: { who: m[1], action: "draw" } }; }],
  [/^(.+?) investigates$/i, function (m) { return { do: { who: m[1], action: "investigate" } }; }],
  [/^(.+?) fights (.+)$/i, function (m) { return { do: { who: m[1], action: "fight", enemy: m[2] } }; }],
  [/^(.+?) evades (.+)$/i, function (m) { return { do: { who: m[1], action: "evade", enemy: m[2] } }; }],
  [/^(.+?) engages (.+)$/i, function (m) { return { do: { who: m[1], action: "engage", enemy: m[2] } }; }],
  [/^(.+?) moves to (.+)$/i, function (m) { return { do: { who: m[1], action: "move", to: m[2] } }; }],
  [/^(.+?) uses (.+)$/i, function (m) { return { do: { who: m[1], use: m[2] } }; }],
  [/^(.+?) ends (?:the|their|his|her) turn$/i, function (m) { return { do: { who: m[1], "end-turn": true } }; }],
  [/^(.+?) resolves (?:the story card )?(.+)$/i, function (m) { return { do: { who: m[1], resolve: m[2] } }; }],
  // damage and horror are assigned separately: "the damage" leaves the horror where it is, and the reverse
  [/^(.+?) assigns (?:the |all (?:the )?)?(damage and (?:the )?horror|damage|horror|it) to (.+)$/i,
   function (m) {
     var choice = { decision: "assign", who: m[1], to: m[3] };
     if (/^damage$/i.test(m[2])) choice.horror = 0;
     if (/^horror$/i.test(m[2])) choice.damage = 0;
     return { choice: choice };
   }],
  [/^(.+?) reveals (?:a |an |the )?([+-]?\d+|skull|cultist|tablet|elder[- ]thing|auto[- ]fail|elder[- ]sign|bless|curse|frost)(?: token)?$/i,
   function (m) { return { test: { who: m[1], tokens: [m[2].toLowerCase().replace(" ", "-")] } }; }],
  [/^(.+?) (?:chooses|targets) (.+)$/i, function (m) { return { choice: { decision: "target", ability: m[1], choose: m[2] } }; }],
  [/^(.+?) declines (.+)$/i, function (m) { return { choice: { decision: "decline", ability: m[2] } }; }],
];

// The names a sentence uses, as the situation spells them: "Roland" is Roland Banks when no other
// name starts with it, "guard dog" is Guard Dog. A name that fits none or several is left as written
// (the check then names the field and suggests the name meant).
var NAME_FIELDS = ["who", "to", "card", "enemy", "ability", "choose", "use", "resolve"];

export function resolveNames(items, data) {
  var names = Object.keys(namesIn(data));
  var spelled = function (value) {
    if (typeof value !== "string" || names.indexOf(value) !== -1) return value;
    var lower = value.toLowerCase();
    var same = names.filter(function (name) {
      return name.toLowerCase() === lower;
    });
    var starting = names.filter(function (name) {
      return name.toLowerCase().indexOf(lower + " ") === 0;
    });
    return same.length === 1 ? same[0] : starting.length === 1 ? starting[0] : value;
  };
  items.forEach(function (item) {
    NAME_FIELDS.forEach(function (key) {
      if (key in item) item[key] = spelled(item[key]);
    });
  });
  return items;
}

// Sentences, one a line -> {do: [...], choices: [...], tests: [...], problems: [...]}.
export function readHappenings(text) {
  var out = { do: [], choices: [], tests: [], problems: [] };
  text.replace(/\r/g, "").split("\n").forEach(function (raw) {
    var line = raw.trim().replace(/[.!]+$/, "").replace(/\u2019/g, "'");
    if (!line) return;
    for (var i = 0; i < ACTIONS.length; i++) {
      var m = ACTIONS[i][0].exec(line);
      if (m) {
        var item = ACTIONS[i][1](m.map(function (s) {
          return typeof s === "string" ? s.replace(/'s (?:reaction|ability|forced ability)$/i, "").trim() : s;
        }));
        if (item.do) out.do.push(item.do);
        else if (item.test) out.tests.push(item.test);
        else out.choices.push(item.choice);
        return;
      }
    }
    out.problems.push("\u201c" + raw.trim() + "\u201d: not understood (write e.g. \u201cRoland Banks plays .45 Automatic.\u201d, \u201cRoland Banks assigns the damage to Guard Dog.\u201d, \u201cAgnes Baker chooses Ghoul Minion.\u201d)");
  });
  return out;
}

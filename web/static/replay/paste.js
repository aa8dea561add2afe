// Reading what a player pastes or writes: cards as printed, and what happens in plain sentences.
//
// Cards: blocks separated by a blank line. A block's first line is the card's name, then, after a
// dash or in brackets, what the printed card shows in numbers and where the card is ("asset,
// controlled by Roland Banks, health 3, sanity 1"); the lines after it are the printed text, which
// the engine reads (a card with a name only is looked up in the card catalogue, if there is one).
// What happens: one sentence a line ("Roland Banks plays .45 Automatic.", "Roland Banks assigns the
// damage to Guard Dog.", "Agnes Baker chooses Ghoul Minion."). Whatever is not understood is
// returned as a problem, quoted: nothing is guessed.

var TYPES = ["asset", "enemy", "event", "skill", "treachery", "investigator", "location", "act", "agenda"];
var NUMBERS = ["health", "sanity", "damage", "horror", "fight", "evade", "cost", "shroud", "clues", "resources", "doom",
               "uses", "actions"];
var SKILLS = ["willpower", "intellect", "combat", "agility"];

function parseHeader(line, problems) {
  var found = /^(.*?)\s*(?:\((.*)\)\s*$|[\u2013\u2014]\s*(.*)$|\s-\s+(.*)$)/.exec(line);
  var name = found ? found[1].trim() : line.trim();
  var rest = found ? (found[2] || found[3] || found[4] || "") : "";
  var card = { name: name };
  rest.split(",").map(function (part) {
    return part.trim();
  }).filter(Boolean).forEach(function (part) {
    var lower = part.toLowerCase();
    var m;
    if (TYPES.indexOf(lower) !== -1) card.type = lower;
    else if ((m = /^controlled by (.+)$/i.exec(part))) card.controller = m[1];
    else if ((m = /^engaged with (.+)$/i.exec(part))) card.engaged = m[1];
    else if ((m = /^in (.+?)(?:'s|\u2019s) (hand|deck)$/i.exec(part))) card["in " + m[2].toLowerCase()] = m[1];
    else if ((m = /^at (.+)$/i.exec(part))) card.location = m[1];
    else if ((m = /^attack (\d+)(?: damage)?\s*(?:\/|,|and)?\s*(\d+)?(?: horror)?$/i.exec(part))) {
      card.attack = { damage: Number(m[1]), horror: Number(m[2] || 0) };
    } else if ((m = /^([a-z]+) (\d+)$/i.exec(part)) && NUMBERS.concat(SKILLS).indexOf(m[1].toLowerCase()) !== -1) {
      var key = m[1].toLowerCase();
      if (SKILLS.indexOf(key) !== -1) {
        card.skills = card.skills || {};
        card.skills[key] = Number(m[2]);
      } else card[key] = Number(m[2]);
    } else problems.push("\u201c" + part + "\u201d in \u201c" + line + "\u201d: not a card type, a number (health 3) or a place (controlled by, engaged with, at, in X's hand)");
  });
  return card;
}

// Blocks of printed cards -> {cards: [...], problems: [...]}; each card keeps "in hand"/"in deck" apart.
export function readCards(text) {
  var problems = [];
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

function removeByName(list, name) {
  for (var i = list.length - 1; i >= 0; i--) {
    var item = list[i];
    if ((typeof item === "string" ? item : item && item.name) === name) list.splice(i, 1);
  }
}

// Put the read cards into the situation's data: an investigator or location by its name (merged into
// one already there), a card where its header says (else: an asset under the first investigator's
// control, an enemy engaged with the first investigator, an event or skill in the first
// investigator's hand); a card of the same name already there is replaced.
export function addCards(data, cards) {
  var first = (data.investigators || [])[0];
  var firstName = first ? first.name : "";
  cards.forEach(function (card) {
    var kind = card.type;
    if (kind === "investigator" || kind === "location" || (!kind && (findInvestigator(data, card.name)))) {
      var key = kind === "location" ? "locations" : "investigators";
      data[key] = data[key] || [];
      var same = data[key].filter(function (x) {
        return x && x.name === card.name;
      })[0];
      var fields = Object.assign({}, card);
      delete fields.type;
      if (key === "investigators" && !same && !fields.location) {
        fields.location = first ? first.location : ((data.locations || [])[0] || {}).name;
      }
      if (same) {
        if ("text" in fields) delete same.abilities;
        Object.assign(same, fields);
      } else data[key].push(fields);
      return;
    }
    var hand = card["in hand"] || card["in deck"];
    var zone = card["in deck"] ? "deck" : "hand";
    delete card["in hand"];
    delete card["in deck"];
    ["cards"].forEach(function (key) {
      removeByName(data[key] || [], card.name);
    });
    (data.investigators || []).forEach(function (inv) {
      removeByName(inv.hand || [], card.name);
      removeByName(inv.deck || [], card.name);
    });
    if (!hand && (kind === "event" || kind === "skill")) hand = firstName;
    if (hand) {
      var owner = findInvestigator(data, hand) || first;
      if (owner) {
        owner[zone] = owner[zone] || [];
        owner[zone].push(card);
      }
      return;
    }
    if (kind === "asset" && !card.controller) card.controller = firstName;
    if (kind === "enemy" && !card.engaged && !card.location) card.engaged = firstName;
    data.cards = data.cards || [];
    data.cards.push(card);
  });
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
  [/^(.+?) assigns (?:the |all )?(?:damage|horror|damage and horror|it) to (.+)$/i,
   function (m) { return { choice: { decision: "assign", who: m[1], to: m[2] } }; }],
  [/^(.+?) (?:chooses|targets) (.+)$/i, function (m) { return { choice: { decision: "target", ability: m[1], choose: m[2] } }; }],
  [/^(.+?) declines (.+)$/i, function (m) { return { choice: { decision: "decline", ability: m[2] } }; }],
];

// Sentences, one a line -> {do: [...], choices: [...], problems: [...]}.
export function readHappenings(text) {
  var out = { do: [], choices: [], problems: [] };
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
        else out.choices.push(item.choice);
        return;
      }
    }
    out.problems.push("\u201c" + raw.trim() + "\u201d: not understood (write e.g. \u201cRoland Banks plays .45 Automatic.\u201d, \u201cRoland Banks assigns the damage to Guard Dog.\u201d, \u201cAgnes Baker chooses Ghoul Minion.\u201d)");
  });
  return out;
}

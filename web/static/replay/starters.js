// Starters in players' words: "an enemy attacks", "I draw an encounter card"... Each sets where the
// replay starts and what it needs (a framework step, an action, a skill test's token), in the
// situation being built: the cards already pasted keep their places, and what the starter sets is
// shown in the form, filled and editable. Choosing another starter replaces what the last one set.

function firstInvestigator(data) {
  return (data.investigators || [])[0] || {};
}

function enemies(data) {
  return (data.cards || []).filter(function (card) {
    return card && card.type === "enemy";
  });
}

function handCard(data) {
  var hand = firstInvestigator(data).hand || [];
  var card = hand[0];
  return typeof card === "string" ? card : (card && card.name) || "";
}

// What any starter sets, cleared before the chosen one sets its own.
var FLOW = ["start", "until", "round", "phase", "turn", "do", "tests"];

export var STARTERS = [
  {
    key: "enemy-attacks", words: "An enemy attacks",
    says: "The enemy phase: each investigator resolves the attacks of the enemies engaged with them (3.3).",
    apply: function (data) {
      data.start = "3.3";
      data.until = "3.4";
    },
  },
  {
    key: "encounter-card", words: "I draw an encounter card",
    says: "The mythos phase of round 2: each investigator draws the top card of the encounter deck (1.4); a " +
      "treachery you paste goes on top of it.",
    apply: function (data) {
      data.round = 2;
      data.start = "1.4";
      data.until = "1.5";
    },
  },
  {
    key: "play-card", words: "I play a card",
    says: "A play action in your turn: the first card in your hand (pick another in What happens).",
    apply: function (data) {
      data.do = [{ who: firstInvestigator(data).name || "", action: "play", card: handCard(data) }];
    },
  },
  {
    key: "take-action", words: "I take an action",
    says: "An action in your turn (here: take a resource; pick the action in What happens). Engaged enemies make " +
      "attacks of opportunity.",
    apply: function (data) {
      data.do = [{ who: firstInvestigator(data).name || "", action: "resource" }];
    },
  },
  {
    key: "skill-test", words: "A skill test",
    says: "You investigate your location: an intellect test against its shroud, with the chaos token revealed " +
      "(change it, or the action, below).",
    apply: function (data) {
      var who = firstInvestigator(data);
      data.do = [{ who: who.name || "", action: "investigate" }];
      data.tests = [{ who: who.name || "", tokens: ["0"] }];
    },
  },
  {
    key: "round-ends", words: "The round ends",
    says: "The upkeep phase, 4.1 to 4.6: actions reset, cards ready, each investigator draws and gains a " +
      "resource, hand size, and the round ends.",
    apply: function (data) {
      data.start = "4.1";
      data.until = "4.6";
    },
  },
  {
    key: "enemy-defeated", words: "An enemy is defeated",
    says: "You fight each enemy in play, in order, and succeed; each has one damage short of its health on it, so " +
      "the attack defeats it.",
    apply: function (data) {
      var who = firstInvestigator(data).name || "";
      data.do = enemies(data).map(function (enemy) {
        if (typeof enemy.health === "number" && enemy.health > 1) enemy.damage = enemy.health - 1;
        return { who: who, action: "fight", enemy: enemy.name, result: "success" };
      });
    },
  },
];

// The situation with the starter ``key`` set (what an earlier starter set is cleared first).
export function applyStarter(data, key) {
  var starter = STARTERS.filter(function (s) {
    return s.key === key;
  })[0];
  if (!starter) return data;
  FLOW.forEach(function (field) {
    delete data[field];
  });
  starter.apply(data);
  return data;
}

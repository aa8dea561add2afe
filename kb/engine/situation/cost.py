"""A cost as an immutable record (Costs): what an ability, an additional cost or a played card asks to be paid,
each part a field — the core's ``costs.py`` checks and pays the tokens and states, the ``pay-cost`` procedure
the parts that act on the board.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from .finds import Find


@dataclass(frozen=True)
class Cost:
    """Costs paid simultaneously at initiation step 2 (or, for additional costs, at resolution)."""

    actions: int = 0
    resources: int = 0
    exhaust: bool = False
    clues: int = 0
    uses: int = 0
    #: Costs that act on the board, paid by a procedure (``pay-cost``): discarding the card
    #: bearing the ability ("Discard Beat Cop:"), damage and horror you take ("Take 1 horror:"), doom
    #: placed on the card ("Add 1 doom to Blood Pact:").
    discard: bool = False
    damage: int = 0
    horror: int = 0
    doom: int = 0
    #: A ready asset you control with this trait, exhausted ("Exhaust an Ally asset:"): the payer chooses.
    exhaust_trait: str | None = None
    #: Another card exhausted by name ("Exhaust Shortcut:" on the ability Shortcut gives its location): ``giver`` in a
    #: situation, the card whose constant gave the ability, named as the ability is gained (granted_abilities.py).
    exhaust_card: str | None = None
    discard_hand: int = 0  # cards discarded from the payer's hand ("Discard a card from your hand:"): the payer chooses
    #: What those cards must be ("Discard an Ally asset from your hand:": a card type, a trait), and whether cards in
    #: play under the payer's control may be discarded too ("Discard 2 assets from your hand or from play:").
    discard_type: str | None = None
    discard_trait: str | None = None
    discard_from_play: bool = False
    #: A skill icon those cards must have at least 1 of ("Discard a card with at least 1 [intellect] skill icon from your
    #: hand:"; a [wild] icon matches it: FAQ 1.9).
    discard_icon: str | None = None
    #: The card the triggering condition names, discarded from the payer's hand ("After you draw a non-weakness card,
    #: discard that card and exhaust …:"): ``discard_triggering`` as printed; ``discard_card``, that card once the
    #: ability is considered for one occurrence (``core/triggering_cost.py``; None: none named, so it cannot be paid).
    discard_triggering: bool = False
    discard_card: str | None = None
    #: Clues spent "as a group" (Costs): any investigator may contribute — only those at ``group_at`` when it
    #: names a location ("Investigators in the Museum Halls spend …") —; ``per_investigator``: the amount is
    #: multiplied by the number of investigators who started the scenario (Per Investigator).
    group_clues: int = 0
    group_at: str | None = None
    per_investigator: bool = False
    #: "(2 clues instead if there are 3 or 4 investigators)": ``group_clues_instead`` is the group's clues when at least
    #: ``instead_investigators`` investigators started the scenario.
    group_clues_instead: int = 0
    instead_investigators: int = 0
    #: Damage or horror dealt to the card bearing the ability ("Exhaust Beat Cop and deal 1 damage to it:"), and that
    #: card exiled ("Exile Fire Extinguisher:": removed from the game, Exile).
    card_damage: int = 0
    card_horror: int = 0
    exile: bool = False
    #: Direct damage and horror the payer takes ("Take 1 direct damage:"): it must be assigned to the investigator,
    #: not to assets (Direct Damage/Direct Horror); the card removed from the game ("remove The Gold Pocket Watch
    #: from the game:"), as exiled but not returned to a collection.
    direct_damage: int = 0
    direct_horror: int = 0
    removed: bool = False
    #: The payer's clues placed on a location ("Place 1 of your clues on your location:"): ``place_clues_on`` is
    #: ``your-location`` (the payer's) or ``attached-location`` (the one the card bearing the ability is attached to).
    place_clues: int = 0
    place_clues_on: str | None = None
    #: Doom placed on the current agenda ("Place 1 doom on the current agenda:": it counts toward the doom in play, the
    #: threshold checked at 1.3 as for any doom placed); the top cards of the payer's deck discarded ("discard the top
    #: card of your deck"): the deck must hold them.
    agenda_doom: int = 0
    #: The agenda deck whose current agenda that doom is placed on, by the letter of its cards ("Place 1 doom on the
    #: current "c" agenda:", a scenario of several agenda decks), or ``each`` agenda in play; None: the current agenda.
    agenda_deck: str | None = None
    discard_deck: int = 0
    #: The part whose amount is a most ("Spend up to 3 resources:", "Take up to 3 horror:": ``resources``, ``damage``,
    #: ``horror``, ``clues``; after the colon also ``actions`` and ``uses``: "you may spend up to 2 additional
    #: actions"): the payer chooses how much, from none to it (an ``amount`` choice).
    up_to: str | None = None
    #: That part has no printed most ("You may spend any number of additional actions", "spend X additional ammo
    #: tokens": X the payer's choice, The letter "X"): from none to as many as the payer can pay.
    any_number: bool = False
    #: Damage and horror dealt to an investigator at the payer's location, the payer's choice (the payer included):
    #: "Deal 2 damage to an investigator at your location:", as the card says though the rules let no one pay another's
    #: cost.
    investigator_damage: int = 0
    investigator_horror: int = 0

    def is_free(self) -> bool:
        return not (self.actions or self.resources or self.exhaust or self.exhaust_card or self.clues or self.uses
                    or self.group_clues
                    or self.on_board())

    def on_board(self) -> bool:
        """Whether a part of the cost acts on the board (a card leaves play, damage or horror is dealt)."""
        return self.discard or self.exile or self.removed or bool(
            self.damage or self.horror or self.doom or self.exhaust_trait or self.card_damage or self.card_horror
            or self.discard_hand or self.discard_triggering or self.direct_damage or self.direct_horror or self.place_clues or self.agenda_doom
            or self.discard_deck or self.investigator_damage or self.investigator_horror)

    def discarded(self) -> Find:
        """What the cards ``discard_hand`` discards must be: its card type, trait and skill icon (one filter, for the
        check and the payment alike)."""
        return Find(self.discard_type, (self.discard_trait,) if self.discard_trait else (),
                    icons=(self.discard_icon,) if self.discard_icon else ())

    def plus(self, other: Cost) -> Cost:
        """Both costs together (several additional costs paid at once): amounts add up, the rest is either's."""
        both = {}
        for part in fields(self):
            mine, theirs = getattr(self, part.name), getattr(other, part.name)
            both[part.name] = mine + theirs if type(mine) is int else mine or theirs
        return Cost(**both)

    def describe(self) -> str:
        parts = []
        if self.actions:
            parts.append(f"{self.actions} action{'s' if self.actions > 1 else ''}")
        if self.resources:
            parts.append(f"{self.resources} resource{'s' if self.resources > 1 else ''}")
        if self.exhaust:
            parts.append("exhaust the card")
        if self.exhaust_card:
            parts.append(f"exhaust {self.exhaust_card}")
        if self.clues:
            parts.append(f"{self.clues} clue{'s' if self.clues > 1 else ''}")
        if self.uses:
            parts.append(f"{self.uses} use{'s' if self.uses > 1 else ''}")
        if self.group_clues:
            each = " per investigator" if self.per_investigator else ""
            where = f" (investigators at {self.group_at})" if self.group_at else ""
            instead = f" ({self.group_clues_instead} instead with {self.instead_investigators} or more investigators)" \
                if self.instead_investigators else ""
            parts.append(f"{self.group_clues} clue{'s' if self.group_clues > 1 else ''}{each}, as a group{where}{instead}")
        if self.damage or self.horror:
            taken = " and ".join(f"{n} {w}" for n, w in ((self.damage, "damage"), (self.horror, "horror")) if n)
            parts.append(f"take {taken}")
        if self.direct_damage or self.direct_horror:
            taken = " and ".join(f"{n} direct {w}" for n, w in ((self.direct_damage, "damage"),
                                                                  (self.direct_horror, "horror")) if n)
            parts.append(f"take {taken}")
        if self.place_clues:
            where = (self.place_clues_on or "your-location").replace("-", " ")
            parts.append(f"place {self.place_clues} of your clues on {where}")
        if self.doom:
            parts.append(f"place {self.doom} doom on the card")
        if self.agenda_doom:
            deck = f' "{self.agenda_deck}"' if self.agenda_deck else ""
            parts.append(f"place {self.agenda_doom} doom on each agenda in play" if self.agenda_deck == "each"
                         else f"place {self.agenda_doom} doom on the current{deck} agenda")
        if self.discard_deck:
            parts.append(f"discard the top {self.discard_deck} card{'s' if self.discard_deck > 1 else ''} of your deck")
        if self.exhaust_trait:
            parts.append(f"exhaust a {self.exhaust_trait} asset")
        if self.card_damage or self.card_horror:
            dealt = " and ".join(f"{n} {w}" for n, w in ((self.card_damage, "damage"), (self.card_horror, "horror")) if n)
            parts.append(f"deal {dealt} to the card")
        if self.discard_hand:
            kind = " ".join(w for w in (self.discard_trait, self.discard_type or "card") if w)
            icon = f" with at least 1 [{self.discard_icon}] icon" if self.discard_icon else ""
            parts.append(f"discard {self.discard_hand} {kind}{'s' if self.discard_hand > 1 else ''}{icon} from your hand"
                         + (" or from play" if self.discard_from_play else ""))
        if self.discard_triggering:
            parts.append(f"discard {self.discard_card or 'the card the triggering condition names'} from your hand")
        if self.discard:
            parts.append("discard the card")
        if self.exile:
            parts.append("exile the card")
        if self.removed:
            parts.append("remove the card from the game")
        if self.investigator_damage or self.investigator_horror:
            dealt = " and ".join(f"{n} {w}" for n, w in ((self.investigator_damage, "damage"),
                                                          (self.investigator_horror, "horror")) if n)
            parts.append(f"deal {dealt} to an investigator at your location")
        if self.up_to and self.any_number:
            parts.append(f"any number of {self.up_to.replace('-', ' ')}, as the payer chooses")
        elif self.up_to:
            parts.append(f"the {self.up_to.replace('-', ' ')} up to that amount, as the payer chooses")
        return ", ".join(parts) or "no cost"

"""A chaos token treated as another, or ignored, once revealed: the verb frames "treat <token> as <token>" and
"ignore <token>" (the object the token just revealed, the complement after "as" a token named by its icon or number).

- "Treat that token as a [skull]", "You may treat it as an [elder_sign] token", "treat the revealed chaos token as a
  0" → the engine's ``treat-token`` (``token``: the engine's name of the token it is treated as);
- "You may treat that token as if it were any other token in the chaos bag" → ``treat-token`` of ``any-other-in-bag``
  (the player picks one of the bag's tokens as it resolves; "as if it were" read as "as": :mod:`.as_if_were`);
- "Ignore that chaos token" → ``ignore-token``.

Both act on the token a reveal has just revealed, so they are read only in the 'when' window of a chaos token's reveal
("When you reveal a chaos token: …", as "Cancel that chaos token" is, :func:`.revealed.cancels_token`), or on a token's
own line ("[skull]: -2. You may spend 2 resources to treat this token as a 0, instead": at ST.4, not in its results);
elsewhere — a token's modifier alone ("Treat the modifier on [skull] tokens as 0"), a token for a whole test — the
clause is refused with the reason, never read as something else. The constant "Treat each [elder_sign] you reveal as a [auto_fail]" is :mod:`.treated_tokens`'. Importing the module registers the two verbs in
:data:`.lowering.RULES` (the verb "treat" had no rule; "ignore" had none either), as :mod:`.up_to` registers its own.
"""

from __future__ import annotations

from typing import Any

from .instruction import Instruction, Phrase
from .lowering import RULES
from .vocabulary import Context, Effect
from .treated_tokens import REVEALED, token_named
#: Why a clause of these verbs is refused where no token has just been revealed.
NOT_IN_REVEAL = ("treating or ignoring a chaos token acts on the token just revealed: it needs a 'When you reveal a "
                 "chaos token' trigger (a constant that treats every token revealed, or one for a whole test, is not "
                 "an effect the engine has)")
NOT_A_TOKEN = ("treating a revealed chaos token as one the text does not name (a token the player chooses, or a "
               "modifier alone): the engine's 'treat-token' names the token it is treated as")


def _in_reveal(ctx: Any) -> bool:
    return ctx.timing == "when" and ctx.event == "reveal-chaos-token"


def _revealed_object(ins: Instruction, ctx: Context) -> None:
    """Refuse unless the object is the token just revealed, in its reveal's 'when' window, with no subject but you."""
    if ins.object is None or ins.object.words not in REVEALED or (ins.subject is not None
                                                                   and ins.subject.words != ["you"]):
        raise ins.refuse()
    if not (_in_reveal(ctx) or ctx.token_line):
        raise ins.refuse(NOT_IN_REVEAL)


#: The engine's ``treat-token`` ``token`` for "any other token in the chaos bag": the player picks one as it resolves.
BAG_CHOICE = "any-other-in-bag"
#: The words naming a token the player picks among those in the chaos bag.
_ANY = (["any", "other", "token"], ["any", "token"])


def _any_in_bag(complement: Phrase) -> bool:
    """"(as if it were) any other token in the chaos bag": a token the player picks among the bag's."""
    return complement.words in _ANY and (complement.where or "").lower() == "the chaos bag"


def treat(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Treat that token as a [skull]" → ``treat-token``."""
    complement = ins.slots.get("as")
    if complement is None or set(ins.slots) != {"as"}:
        raise ins.refuse(NOT_A_TOKEN) if ins.object is not None and ins.object.words in REVEALED else ins.refuse()
    _revealed_object(ins, ctx)
    token = BAG_CHOICE if _any_in_bag(complement) else token_named(complement)
    if token is None:
        raise ins.refuse(NOT_A_TOKEN)
    return [{"effect": "treat-token", "token": token}]


def ignore(ins: Instruction, ctx: Context) -> list[Effect]:
    """"Ignore that chaos token" → ``ignore-token``."""
    if ins.slots:
        raise ins.refuse()
    _revealed_object(ins, ctx)
    return [{"effect": "ignore-token"}]


RULES["treat"] = treat
RULES["ignore"] = ignore

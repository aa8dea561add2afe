"""The core's dispatch tables: filled by the layers above it when kb.engine is imported, one
registration per name, and a clear internal error (not a KeyError) for a name nothing registered."""

import pytest

import kb.engine  # noqa: F401 - importing the package fills the tables
from kb.engine.core import dispatch
from kb.engine.situation.vocabulary import EFFECTS


def test_every_effect_of_the_vocabulary_has_a_handler():
    assert dispatch.unhandled_effects() == []
    for name in EFFECTS:
        handler = dispatch.effect_handler(name)
        assert handler.name == name and callable(handler.resolve) and callable(handler.could_change)


def test_every_procedure_the_core_calls_is_registered():
    for name in dispatch.PROCEDURES:
        assert callable(dispatch.procedure(name))


def test_a_second_registration_of_a_name_is_refused():
    with pytest.raises(dispatch.DispatchError, match="already has a handler"):
        dispatch.register_effect("deal-damage", lambda engine, eff, ctx: True)
    with pytest.raises(dispatch.DispatchError, match="already registered"):
        dispatch.register_procedure(dispatch.PERFORM, lambda engine, item: None)


def test_a_name_outside_the_vocabulary_cannot_be_registered():
    with pytest.raises(dispatch.DispatchError, match="not an effect of the vocabulary"):
        dispatch.register_effect("deal-damag", lambda engine, eff, ctx: True)
    with pytest.raises(dispatch.DispatchError, match="not a procedure the core calls"):
        dispatch.register_procedure("reveal", lambda engine: None)


def test_looking_up_an_unregistered_name_is_an_internal_error_not_a_key_error():
    with pytest.raises(dispatch.DispatchError, match="no handler is registered for the effect 'no-such-effect'"):
        dispatch.effect_handler("no-such-effect")
    with pytest.raises(dispatch.DispatchError, match="no procedure is registered as 'no-such-procedure'"):
        dispatch.procedure("no-such-procedure")
    assert not issubclass(dispatch.DispatchError, LookupError)

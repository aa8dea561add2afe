"""Query parameters, checked: a value the page cannot use is a 400, never a crash."""

from __future__ import annotations

from collections.abc import Iterable

from flask import request

from web.errors import BadParameter

#: Longer queries are refused (the search itself copes, but nobody types 10,000 characters).
MAX_QUERY = 10_000
MAX_TEXT = 200


def text(name: str, *, max_length: int = MAX_TEXT) -> str | None:
    """A text parameter, stripped; ``None`` when absent or empty."""
    values = request.args.getlist(name)
    if len(values) > 1:
        raise BadParameter(name, "given more than once")
    if not values:
        return None
    value = values[0]
    if "\x00" in value:
        raise BadParameter(name, "contains a NUL character")
    if len(value) > max_length:
        raise BadParameter(name, f"longer than {max_length} characters")
    return value.strip() or None


def query(name: str = "q") -> str:
    return text(name, max_length=MAX_QUERY) or ""


def choice(name: str, choices: Iterable[str]) -> str | None:
    value = text(name)
    choices = tuple(choices)
    if value is not None and value not in choices:
        raise BadParameter(name, f"{value!r} is not one of {', '.join(choices)}")
    return value


def integer(name: str, *, default: int, minimum: int, maximum: int) -> int:
    value = text(name, max_length=12)
    if value is None:
        return default
    try:
        number = int(value)
    except ValueError:
        raise BadParameter(name, f"{value!r} is not a whole number") from None
    if not minimum <= number <= maximum:
        raise BadParameter(name, f"{number} is not between {minimum} and {maximum}")
    return number

"""The measuring tools: benchmarks, the load test and the scale test — not the product.

They run the library and the server from outside, as a player's machine would, and print what
they measure (``python -m kb.tools.bench``, ``kb.tools.search_bench``, ``kb.tools.loadtest``,
``kb.tools.scale``); nothing in ``kb`` or ``web`` imports them. A figure is printed, never
asserted: the tests decide what is correct, the tools say how fast.
"""

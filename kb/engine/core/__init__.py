"""The timing core: the replay's game state, and the sequence every triggering condition runs.

An occurrence of an event goes through its 'would', 'when', 'at' and 'after' windows; the
abilities used in them resolve one level deeper (nested sequences); the trace records each step
with the rules that put it there. Here too are what that needs: the mutable game state (``state``),
occurrences and contexts, the situation's choices and script consumed as the replay reaches them,
costs, triggers and targets, the rule table (``rules``), the trace and its recorder, and the
records of the skill test and the chaos token reveal in progress (``ongoing``).

This layer may import the situation format only. It never imports a procedure or an effect: it
calls them through the tables of ``dispatch.py``, which the layers above fill when ``kb.engine``
is imported.
"""

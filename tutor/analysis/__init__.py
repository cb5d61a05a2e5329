"""What a seat can know and what each option is worth.

The imperfect-information layer between the rules engine and its users (the quizzes,
coached play, the analysis board): a seat's view of a position (``position``), deals of the
unseen cards consistent with it (``sampling``, ``seeing``), the double-dummy solver
(``solver``, compiled in ``_dd.c``), the judge in points (``judge``, ``evaluate``), the
proof statistics (``proof``), and the calling and bidding playouts with the rules-of-thumb
players they use (``calling``, ``bidding``, ``deal``, ``heuristic``).

It imports only the engine (``tests/test_layers.py`` holds it to that) and knows nothing of
banks, sets, pages or languages.
"""

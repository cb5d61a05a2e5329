from collections.abc import Sequence

class Search:
    """The compiled double-dummy search of one contract (tutor/analysis/_dd.c)."""

    def __init__(
        self,
        *,
        players: int,
        trick_size: int,
        suit_of: Sequence[int],
        suit_mask: Sequence[int],
        power: Sequence[Sequence[int]],
        order: Sequence[Sequence[int]],
        next_seat: Sequence[int],
        maxing: Sequence[bool],
        lead_strength: Sequence[int],
    ) -> None: ...
    @property
    def nodes(self) -> int: ...
    def solve_from(
        self,
        hands: tuple[int, ...],
        leader: int,
        trick: tuple[tuple[int, int], ...],
        alpha: int,
        beta: int,
    ) -> int: ...

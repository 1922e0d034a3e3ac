# /position: the moves the player to move has.

position-your-moves = Your move: { $count ->
    [one] { $count } legal move
   *[other] { $count } legal moves
}.

# /analyse and the review after a game.

# $n: a number of pawns to one decimal; $one: yes when it is 1.0.
pawn-unit = { $shogi ->
    [yes] pawns
   *[no] pawns
}
pawns = { $one ->
    [yes] { $n } pawn
   *[no] { $n } { $unit }
}

## How a move went wrong. $pawns: pawns (above).

swing-missed-mate = missed a mate
swing-walked-into-mate = walked into a mate
# Dark Mini Xiangqi has no check and no mate: its "mate" is a general that can be taken.
swing-missed-general = missed a way to take the general
swing-left-general = left the general to be taken
swing-lost = lost { $pawns }

## Openings. $moves: the moves played.

opening-named = { $name }: { $moves }
opening-own-start = from a position of its own, { $moves }
opening-no-move = no move

## /analyse.

# $upper: the loss the next mark begins at.
marks-range = { $mark } lost { $at } to { $upper } { $unit }
marks-last = { $mark } lost { $at } { $unit } or more
marks = Marks: { $marks }. A loss is how much worse the move left its player than Palace's choice, in { $unit }, to one decimal.
analysis-head = Analysis of game { $game } by Palace ({ $nodes } nodes a position).
analysis-covers = {" "}It covers the first { $plies } of the game's { $total } plies.
analysis-clean = No move lost more than 0.6 pawns: a clean game.
analysis-worst = Where the evaluation dropped most:
# $who: a name with its side; $move: the move with its mark; $swing: how it went wrong.
analysis-line = { $number }. { $who } { $move } — { $swing }; Palace prefers { $better }
analysis-record = The record:{" "}

## The review after a game.

review-head = Review of game { $game } · { $variant } · { $red } vs { $black }
review-result = { $result }, after { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}.
review-opening = Opening: { $opening }.
review-clean = No move lost more than { $pawns }: a clean game.
review-swings = Largest swings (pictured in this order):
# $better: review-better or nothing.
review-swing = { $rank }. move { $number }, { $name } played { $move } and { $swing }{ $better }
review-better = ; better { $move }
# $losses: each player's name and average loss, joined by list-comma.
review-average-loss = Average loss a move: { $losses }.
review-puzzles = { $count ->
    [one] { $count } puzzle found in it: /puzzle
   *[other] { $count } puzzles found in it: /puzzle
}
# $covered: review-covered or nothing.
review-engine = (Palace's engine, { $nodes } nodes a position{ $covered }.)
review-covered = , the first { $plies } plies

## Why /analyse was refused.

refused-analyse-running = game { $game } is still being played: /analyse looks at finished games only
refused-analyse-not-yet = game { $game } cannot be analysed yet
refused-analyse-no-moves = game { $game } has no moves to analyse

# Start positions (FEN) that cannot be used, and stored games that cannot be read.
# $text: what was found; $square: a square; $side: a side.

## Which game a FEN is for. $family: xiangqi or shogi family's name as the rules give it;
## $plays: the games it plays, joined by fen-and; $given: the game asked for.

fen-wrong-variant = { $family } plays { $plays }, not { $given }
fen-and = {" "}and{" "}
fen-empty = empty fen
fen-rank-count = the board has { $found ->
    [one] { $found } rank
   *[other] { $found } ranks
}, expected { $expected }
fen-rank-length = rank { $rank } has { $found } files, expected { $expected }
fen-long-run = rank { $rank } has a run of { $run } empty files, more than the board's { $width }
fen-unknown-piece = unknown piece '{ $text }'
fen-bad-turn = side to move must be 'w' or 'b', not '{ $text }'
fen-bad-counter = move counter '{ $text }' is not a number

## A xiangqi position that cannot be. $role: the rules' name of a piece (xiangqi-piece).

position-off-board = { $square } is not on the board
position-occupied = two pieces on { $square }
position-missing-general = { $side } has no general
position-two-generals = { $side } has more than one general
position-general-outside = the { $side } general on { $square } is outside its palace
position-advisor-outside = the { $side } advisor on { $square } is outside its palace
position-elephant-across = the { $side } elephant on { $square } is across the river
position-not-in-variant = { $variant } has no { xiangqi-piece }
position-too-many = { $side } has { $count } pieces (at most 16)
# $other: the side whose general could be captured.
position-opponent-in-check = { $side } is to move and could capture the { $other } general

## A Minishogi FEN or position that cannot be. $coord: the square in coordinates.

shogi-fen-rank-count = the board has { $found } ranks, expected 5 separated by '/'
shogi-fen-rank-width = rank { $rank } from the top describes { $width } files, expected 5
shogi-fen-long-run = rank { $rank } from the top has a run of { $run } empty files, more than the board's 5
shogi-fen-bad-piece = unknown piece '{ $text }' in rank { $rank } from the top
shogi-fen-bad-promotion = '+' in rank { $rank } from the top must be followed by p, s, b or r
shogi-fen-bad-hand = bad pieces in hand '{ $text }' (expected letters of p, s, g, b, r, or '-')
shogi-fen-bad-brackets = the hands must be one '[...]' right after the board
shogi-fen-bad-turn = side to move '{ $text }' is not 'w' or 'b'
# $field: which number (a FEN field's name).
shogi-fen-bad-number = { $field } '{ $text }' is not a number
shogi-fen-extra = unexpected field '{ $text }' at the end
shogi-position-occupied = two pieces on { $square } ({ $coord })
shogi-position-no-king = { $side } has no king
shogi-position-extra-king = { $side } has more than one king
shogi-position-too-many = more than two { $role ->
    [pawn] pawns
    [silver] silvers
    [gold] golds
    [bishop] bishops
   *[rook] rooks
} in total (board and hands)
shogi-position-dead-pawn = pawn on its last rank at { $square } ({ $coord })
shogi-position-nifu = { $side } has two unpromoted pawns on file { $file } (nifu)
shogi-position-in-check = the side not to move is in check

## A stored record that cannot be rebuilt.

record-bad-start = bad start position: { $why }
record-not-coordinates = move { $ply } ({ $text }) cannot be replayed: not a coordinate move
record-illegal = move { $ply } ({ $text }) cannot be replayed: illegal in that position
record-after-end = move { $ply } comes after the game had ended
record-decided-by-rules = bad ending: { $reason } is decided by the rules, not recorded
record-already-ended = bad ending: the rules had already ended the game ({ $result })
record-no-progress-limit = bad setting: { $variant } has no progress limit to set

## What is wrong with a stored game or challenge.

damage-stored = the store cannot read it: { $why }
damage-unknown-variant = unknown variant '{ $text }'
damage-unknown-ending = unreadable ending '{ $text }'
damage-finished-without-result = it is stored as finished, but no result of its own ends it
damage-hidden = its moves cannot be replayed; the reason could show a hidden move, so only the operator's log gives it

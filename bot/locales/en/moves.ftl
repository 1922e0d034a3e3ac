# Why a typed move was refused, in the rules' terms. $text: the move as typed; $square: a
# square as the move's notation names it.

## Pieces. $role: the rules' name of the piece. Messages below refer to these and pass their
## $role on (a message referred to shares its caller's arguments).

xiangqi-piece = { $role ->
    [general] general
    [advisor] advisor
    [elephant] elephant
    [horse] horse
    [chariot] chariot
    [cannon] cannon
   *[soldier] soldier
}
xiangqi-pieces = { $role ->
    [general] generals
    [advisor] advisors
    [elephant] elephants
    [horse] horses
    [chariot] chariots
    [cannon] cannons
   *[soldier] soldiers
}
shogi-piece = { $role ->
    [pawn] pawn
    [silver] silver
    [gold] gold
    [bishop] bishop
    [rook] rook
    [king] king
    [promoted-pawn] promoted pawn
    [promoted-silver] promoted silver
    [horse] horse
   *[dragon] dragon
}

## A move that cannot be read, is ambiguous, or names no piece.

# $family: which forms to suggest (xiangqi, shogi or dark).
move-not-a-move = '{ $text }' is not a move: write { $family ->
    [xiangqi] WXF like C2=5 or H2+3, coordinates like h2e2, or Chinese like 炮二平五
    [shogi] Western like G-4d or P*3c, USI like 2e3d, or coordinates like d1c2
   *[dark] WXF like C2=5 or H2+3, or coordinates like b1b5
}
# $could: the moves it could be, joined by move-or.
move-ambiguous = { $text } is ambiguous: it could be { $could }
move-or = {" "}or{" "}
# $why: one of the move-missing or move-illegal reasons below.
move-no-piece = { $text }: { $why }
move-illegal = { $text } is illegal: { $why }
# A dark player's move of their own piece that is not in their list (it reveals nothing).
move-not-available = that move is not in your list of moves
move-not-your-turn = it is not your turn ({ $side } to move)
move-game-over = the game is over
undo-dark = there are no takebacks in Dark Mini Xiangqi
undo-no-move = no move has been played

## Xiangqi: no such piece. $side, $color, $to-move: sides.

missing-off-board = { $square } is not on the board
missing-empty = there is no piece on { $square }
missing-none-of-yours = you have no piece on { $square }
missing-opponents = { $square } holds a { $color } { xiangqi-piece }, and { $to_move } is to move
missing-on-file = { $side } has no { xiangqi-piece } on file { $file }
missing-any = { $side } has no { xiangqi-piece }
missing-on-shared-file = { $side } has no file with two or more of its { xiangqi-pieces }
missing-numbered-on-file = { $side } has no { xiangqi-piece } number { $number } on file { $file }
missing-numbered = { $side } has no { xiangqi-piece } number { $number } on a shared file

## Xiangqi: a rule the move breaks.

illegal-empty-square = { $square } is empty
illegal-not-your-piece = the piece on { $square } is not yours
illegal-off-board = the destination is off the board
illegal-own-piece = your own { xiangqi-piece } stands on { $square }
illegal-shape = { $role ->
    [advisor] an
    [elephant] an
   *[other] a
} { xiangqi-piece } does not move that way
illegal-path-blocked = the way is blocked at { $square }
illegal-no-screen = a cannon captures only by jumping over one piece
illegal-too-many-screens = a cannon captures by jumping over exactly one piece, not { $count }
illegal-horse-leg = the horse's leg is blocked at { $square }
illegal-elephant-eye = the elephant's eye is blocked at { $square }
illegal-river = elephants cannot cross the river
illegal-palace = the { xiangqi-piece } cannot leave the palace
illegal-not-crossed = a soldier moves sideways only after crossing the river
illegal-backward = soldiers never move backwards
illegal-leaves-general-attacked = it leaves your general in check
illegal-generals-face = the generals would face each other

## Minishogi: a rule the move breaks, or no such piece.

shogi-nifu = a second unpromoted pawn on file { $file } (nifu)
shogi-dead-drop = a pawn may not be dropped on the last rank (it could never move)
shogi-pawn-drop-mate = a pawn drop may not give checkmate (uchifuzume)
shogi-leaves-king-in-check = it leaves the king in check
shogi-must-promote = a pawn reaching the last rank must promote
shogi-not-in-hand = no { shogi-piece } in hand
shogi-own-piece = { $square } is occupied by your own piece
shogi-cannot-move = the { shogi-piece } on { $from } cannot move to { $to }
shogi-drop-occupied = { $square } is occupied; drops go on empty squares
shogi-cannot-promote = a { shogi-piece } cannot promote
shogi-outside-promotion-zone = promotion needs a move that starts or ends on the far rank
# $coord: the square in coordinates (c3).
shogi-missing-empty = { $square } ({ $coord }) is empty
shogi-missing-not-on = no { $side } { shogi-piece } on { $square }
shogi-missing-not-on-board = { $side } has no { shogi-piece } on the board
# $drop: the drop that would do (P*3c).
shogi-missing-drop-hint = {" "}(drop one from the hand with { $drop })

## A dark player's report.

# $turn: dark-your-move or dark-to-move; $progress: the progress clock (12/60).
dark-report-head = ply { $ply }, { $turn }, progress { $progress }
dark-your-move = your move
dark-to-move = { $side } to move
dark-captured = your { xiangqi-piece } on { $square } was captured
dark-your-moves = your moves: { $moves }

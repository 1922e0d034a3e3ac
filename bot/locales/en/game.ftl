# A game in play: moves and whose turn it is.

game-played = Game { $game }: { $by } played { $move }.
game-over-head = Game { $game } is over:
game-head = Game { $game }:
# $by answered with $move from their conditional moves.
game-answered = {" "}{ $by } answered { $move } (a conditional move).
# $who: a name with its side, like "bob (black)".
game-to-move = {" "}{ $who } to move.
game-thinking = {" "}{ $who } is thinking.

## Why a command on a game was refused.

refused-no-such-game = there is no game { $game }
refused-unreadable = game { $game } cannot be read ({ $reason }); your other games are not affected
refused-not-yours = you do not play in game { $game }
refused-over = game { $game } is over
refused-not-yours-here = you do not play in the game here
refused-none-in-progress = you have no game in progress (start one with /challenge)
refused-which = which game? add game:NUMBER — yours in progress:
refused-not-your-turn = it is not your turn in game { $game }: { $side } is to move
refused-dark-board = game { $game } is a dark game: its board stays hidden until it ends
refused-dark-record = game { $game } is a dark game: its record is shown once it has ended
refused-dark-replay = game { $game } is a dark game: its replay is shown once it has ended
refused-draw-already-offered = you have already offered a draw
refused-no-draw-offered = { $name } has not offered a draw
refused-too-late-to-abort = game { $game } can no longer be aborted: both sides have moved (resign or offer a draw)
refused-no-takebacks-in-dark = there are no takebacks in Dark Mini Xiangqi
refused-takeback-already-asked = you have already asked for a takeback
refused-nothing-to-take-back = you have not moved yet: there is nothing to take back
refused-no-takeback-asked = { $name } has not asked for a takeback
# $takeback: yes for a takeback request, no for a draw offer.
refused-offer-lapsed = { $takeback ->
    [yes] { $by }'s takeback request lapsed when you moved; /takeback request makes one of your own
   *[no] { $by }'s draw offer lapsed when you moved; /draw offer makes one of your own
}
refused-no-takeback = no takeback: { $why }

## What a player is told privately.

game-your-move = Your move in game { $game } ({ $variant }) in { $place }.
game-your-move-last = {" "}{ $by } played { $move }.
# A dark player's report begins with the game and their own move.
game-dark-head = Game { $game } ·{" "}
game-you-played = you played { $move }.{" "}

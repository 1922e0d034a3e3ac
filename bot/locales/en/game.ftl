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
refused-dark-typed-in-public = game { $game } is a dark game: a move typed where others read it would show it to your opponent, so Palace did not play it; choose your move again and type it in a DM with Palace, or use /move
refused-dark-board = game { $game } is a dark game: its board stays hidden until it ends
refused-dark-record = game { $game } is a dark game: its record is shown once it has ended
refused-dark-replay = game { $game } is a dark game: its replay is shown once it has ended
refused-draw-already-offered = you have already offered a draw
refused-no-draw-offered = { $name } has not offered a draw
refused-too-late-to-abort = game { $game } can no longer be aborted: both sides have moved (resign or offer a draw)
refused-abort-event-game = game { $game } is a tournament game and cannot be aborted: its result counts in the tournament (resign or offer a draw)
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

## How a game ended.

# $result: how it was won or drawn (result-win, result-draw).
game-ended = {" "}{ $result }.
game-ended-uncounted = {" "}It ended before both sides had moved, so it counts for no rating or record.
# Followed by the whole game's moves, numbered.
game-whole = The whole game:{" "}
game-timed-out = Game { $game }: { $name } did not move in time.
game-aborted = Game { $game } was aborted by { $by }: no result, no rating.
# Each player's rating before and after (a "?" marks a provisional one).
game-ratings = Ratings: { $a } { $a_before } → { $a_after }, { $b } { $b_before } → { $b_after }

## Dark Mini Xiangqi: what everyone may know of a move. $side: a side at the start of a sentence.

game-dark-moved = Game { $game }: { $side } has moved (ply { $ply }).
game-dark-to-move = {" "}{ $side } to move.

## Offers: draws and takebacks.

game-draw-offered = Game { $game }: { $by } offers a draw. { $to }: /draw accept or /draw decline.
game-draw-offered-palace = Game { $game }: { $by } offers { $to } a draw.
game-draw-offered-you = { $by } offers a draw in game { $game } ({ $place }).
game-draw-declined = Game { $game }: { $by } declines the draw.
game-takeback-asked = Game { $game }: { $by } asks to take back their last move. { $to }: /takeback accept or /takeback decline.
game-takeback-asked-palace = Game { $game }: { $by } asks { $to } to take back their last move.
game-takeback-asked-you = { $by } asks to take back their last move in game { $game } ({ $place }).
# $plies: 1 (only the asker's move) or 2 (and the reply to it).
game-takeback-accepted = Game { $game }: { $by } accepts the takeback: { $plies ->
    [1] { $asker }'s last move is taken back
   *[other] { $asker }'s last move and the reply to it are taken back
}.
game-takeback-declined = Game { $game }: { $by } declines the takeback.
# $takeback: yes for a takeback request, no for a draw offer.
game-offer-lapsed = Game { $game }: { $mover } moved instead of answering { $takeback ->
    [yes] your takeback request
   *[no] your draw offer
}, so it lapsed.

## Reminders. $left: the time left (a duration).

game-reminded-you = Reminder: your move in game { $game } ({ $variant }) in { $place }; { $left } left.
game-reminder = Reminder: game { $game }, { $name } to move; { $left } left.

## A game on one line, as lists show it.

game-line = Game { $game } · { $variant } · { $red } vs { $black }
# $who: game-line-your-move or game-line-to-move.
game-line-running = {" "}· move { $number } · { $who }
game-line-your-move = your move
game-line-to-move = { $name } to move
# $away: who is away until when (away), several joined by commas.
game-line-stopped = {" "}· clock stopped: { $away }
game-line-then-left = {" "}· then { $left } left
game-line-left = {" "}· { $left } left
game-line-result = {" "}· { $result }
game-line-over = {" "}· over
game-line-aborted = {" "}· aborted: no result, no rating
game-line-unreadable = {" "}· cannot be read
game-unreadable = Game { $game } · cannot be read

## A game's thread is named for it.

game-title = Game { $game } · { $red } vs { $black }
game-title-aborted = {" "}· aborted

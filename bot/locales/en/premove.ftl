# Conditional moves (/premove): pairs of the opponent's move and the answer to it.
# $lines: the lines, numbered, each on its own line after the head.

premove-lines-head = { $game } (their move, then your answer):
premove-shown = Your conditional moves in game { $lines }
# $replaced: yes when they replace the ones before.
premove-queued = Queued in game { $lines }
    Only you see them{ $replaced ->
        [yes] {" "}(instead of the ones before)
       *[no] {""}
    }. When your opponent plays a move a line expects, your answer is played at once and shown as conditional; any other move drops them all. /premove clear drops them now.
premove-none = You have no conditional moves in game { $game }.
# $theirs, $mine: an example pair of moves.
premove-none-example = You have no conditional moves in game { $game }: after your move, /premove line:"{ $theirs } { $mine }" queues your answer: if they play { $theirs }, you play { $mine } (more pairs go on the same line, several lines have ; between them).
premove-dropped = Your conditional moves in game { $game } are dropped.

## What is wrong with conditional moves. $move, $text: moves as typed.

premove-in-line = line { $line }: { $what }
premove-empty = give at least one pair: their move, then your answer
premove-too-many-lines = at most { $max } lines, not { $count }
premove-no-answer = { $move } has no answer: a line is pairs of their move, then yours
premove-too-many-pairs = at most { $max } pairs in a line
premove-over-after-answer = the game is over after { $move }: nothing can follow
premove-over-after-theirs = the game is over after { $move }: there is nothing to answer
# $why: why the move cannot be played.
premove-their-move-why = their move { $text } cannot be played: { $why }
premove-their-move = their move { $text } cannot be played there
premove-answer-why = your answer to { $to } { $text } cannot be played: { $why }
premove-answer = your answer to { $to } { $text } cannot be played there
premove-two-ways = lines { $a } and { $b } answer { $reply } two ways: { $x } and { $y }

## Why /premove was refused.

refused-premove-dark = game { $game } is a dark game: it has no conditional moves, since whether one was played would tell you a move you cannot see
refused-premove-palace = game { $game } is against Palace, which answers at once: conditional moves are for games against people
refused-premove-line-and-clear = give line: to queue conditional moves, or clear: to drop them, not both
refused-premove-none-to-clear = you have no conditional moves in game { $game }
refused-premove-your-move = it is your move in game { $game }: play it with /move; conditional moves answer the replies you expect after it
refused-premove-mistake = no conditional moves queued in game { $game }: { $why }

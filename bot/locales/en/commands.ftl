# Each command's one line of help: its description in Discord and its line in /help
# (at most 100 characters, as Discord allows).

cmd-challenge = challenge someone (or anyone here) to a game, or play Palace itself with level:
cmd-accept = accept a challenge here (yours to take, or open to anyone)
cmd-decline = decline a challenge made to you
cmd-cancel = withdraw your challenge
cmd-move = play a move (WXF like C2=5, coordinates like h3e3, or Western like P-5c)
cmd-board = show the board of your game
cmd-position = the position's FEN (in a dark game your own view) and, on your turn, your legal moves
cmd-resign = resign the game
cmd-draw = offer, accept or decline a draw
cmd-abort = call off a game before each side has moved
cmd-takeback = ask to take back your last move, or answer such a request
cmd-premove = after your move: your answers to the replies you expect, played at once when they come
cmd-games = games in progress, whose turn and the time left
cmd-export = the game's record as text (PGN style), to keep or study elsewhere
cmd-replay = an animated picture (GIF) of a game, move by move
cmd-page = the address of a game's page on the web (and, in a dark game of yours, of your own view)
cmd-analyse = after a game: the moves where Palace's evaluation dropped most, marked in the record
cmd-stats = a player's ratings and results in each game
cmd-leaderboard = the 20 best players of a game
cmd-activity = the latest games started and finished
cmd-settings = your language, piece style, notation, and how you hear of your turns
cmd-puzzle = a position from finished games (yours first) where one move wins: answer with /move
cmd-vacation = go away for some days: the clocks of all your games stop until you are back
cmd-rules = the rules of a game, in short
cmd-tournament = tournaments in this server: create, join, leave, start, standings, list, withdraw
cmd-help = what Palace can do

## Each option's one line of help (its description in Discord, at most 100 characters).

opt-game = which game (its number), if you play several
opt-challenge = which challenge (its number), if there are several
opt-challenge-opponent = whom to play (@someone, or @Palace); leave out for a challenge anyone here may accept
opt-challenge-variant = which game: Mini Xiangqi (7×7), its dark form, Xiangqi (9×10) or Minishogi (5×5)
opt-challenge-side = red/black (xiangqi games), sente/gote (Minishogi), first or second; default random
opt-challenge-days = days each player has for a move (1 to 14, default 3)
opt-challenge-rated = whether the result changes ratings (default true; false for a casual game)
opt-challenge-fen = a start position in FEN (casual games only)
opt-challenge-level = play Palace itself at this level (1 beginner … 8 strongest) instead of a person
opt-move-text = the move
opt-board-flip = from the other side
opt-draw-action = offer a draw, or answer the one offered to you
opt-takeback-action = ask to take back, or answer your opponent's request
opt-premove-line = pairs of moves, theirs then yours (; between lines); leave out to see yours and an example
opt-premove-clear = drop your conditional moves
opt-games-user = whose games (default yours)
opt-replay-view = an ended dark game as red or black saw it, or the true board (full)
opt-page-new = a new link to your own view of a dark game, voiding the older ones
opt-stats-user = whose (default yours)
opt-stats-variant = one game only
opt-leaderboard-variant = which game
opt-leaderboard-by = order: rating (the default), wins or games played
opt-activity-variant = one game only
opt-settings-style = traditional (Chinese characters, kanji) or western (letters)
opt-settings-notify = how you hear of your turns: ping (a mention in the game's channel), dm, or off
opt-settings-challenges = whether others may challenge you by name (off: only open challenges reach you)
opt-settings-remind = when you are reminded before a deadline, like 24h,2h or 1d,30m; off; or default
opt-settings-language = the language Palace speaks to you in (leave out: your Discord's)
opt-export-notation = the notation of the moves (leave out: WXF, or Western in Minishogi, as records are kept)
opt-settings-for = server: this server's language and notation for public posts (Manage Server to change)
opt-settings-organisers = with for:server: a role whose members may open tournaments besides the managers (@everyone: anyone)
opt-settings-notation = how moves are shown: wxf, chinese or iccs (xiangqi games); western, japanese or usi (Minishogi)
opt-puzzle-action = next: another puzzle; hint: a hint; answer: the answer (leave out: yours, or a new one)
opt-vacation-days = how many days you are away (within your vacation days a year; see /vacation)
opt-vacation-end = you are back early: the clocks run again
opt-rules-variant = which game
opt-tournament-action = create (Manage Server), join, leave, start, standings, list, or withdraw a player
opt-tournament-tournament = which tournament (its number), if the server has several
opt-tournament-format = create: round-robin (everyone plays everyone, all at once) or swiss (rounds paired by score)
opt-tournament-variant = create: which game
opt-tournament-days = create: days each player has for a move (1 to 14, default 3)
opt-tournament-rated = create: whether its games change ratings (default true)
opt-tournament-rounds = create a Swiss: how many rounds (default 5)
opt-tournament-double = create a round robin: everyone plays everyone twice, once with each side
opt-tournament-players = create: the most players it takes (at most 16 in a round robin, 64 in a Swiss)
opt-tournament-signup = create: days of sign-up, after which it starts by itself
opt-tournament-player = withdraw: whom to withdraw (the organiser)

## The name Discord shows for an option's choice; $word is the choice itself (what is
## typed), shown as it is where no name is given.

choice = { $word ->
    [minixiangqi] Mini Xiangqi
    [dark-minixiangqi] Dark Mini Xiangqi
    [xiangqi] Xiangqi
    [minishogi] Minishogi
    [server] this server
    [round-robin] round robin
    [swiss] Swiss
   *[other] { $word }
}

## /help.

help-intro = Palace plays Mini Xiangqi, Dark Mini Xiangqi, Xiangqi and Minishogi by correspondence.
help-start = Start with /challenge, then play with /move (WXF like C2=5, coordinates like h3e3, Chinese like 炮二平五, or Western like P-5c in Minishogi).
# $steps: each level with how far below level 8 it plays (help-level), joined by commas.
help-levels = Palace's levels, in Elo below level 8 (measured against each other in Mini Xiangqi): { $steps }. Level 8 thinks the longest.
help-level = level { $level } about { $elo }
help-tournaments = Tournaments (/tournament): a round robin starts all its games at once; a Swiss pairs each round by score when the last has ended, with no rematch and sides alternating. Standings: points, then Sonneborn-Berger and wins (round robin) or Buchholz cut-1 and Sonneborn-Berger (Swiss). A player who leaves, or runs out of time in every game left to them, is withdrawn and not paired again; in a round robin their results stand if they finished at least half of their games, else they are struck out for everyone.
# The user command (right-click a member → Apps): 1 to 32 characters.
user-command-challenge = Challenge to a game…

# Queries: the games and challenges of a player, records and replays, stats,
# leaderboards, the latest games, and each game's rules.

## The rules of each game, in a few lines (Markdown).

rules-xiangqi = **Xiangqi** (9×10). Red moves first. Pieces stand on points. The general and advisors stay in the palace; the general moves one point straight, advisors one diagonally. Elephants move two points diagonally, never across the river, and are stopped by a piece on the point between. Horses move one point straight then one diagonally, and are stopped by a piece on the first point. Chariots move any distance straight. Cannons move like chariots but capture by jumping over exactly one piece. Soldiers move one point forward, and also sideways once across the river. The two generals may never face each other on an open file. Checkmate or stalemate wins; perpetual check and perpetual chase lose; other repetitions, and 100 plies without a capture, are draws (every check past the tenth that one side gives in those plies adds 2 plies to the limit).
rules-minixiangqi = **Mini Xiangqi** (7×7). Xiangqi on a 7×7 board without river, advisors or elephants: each side has a general, two chariots, two cannons, two horses and four soldiers. Soldiers move forward or sideways from the start. The general stays in its 3×3 palace and may not face the other general on an open file. Checkmate or stalemate wins; perpetual check and perpetual chase lose; other repetitions, and 100 plies without a capture, are draws (every check past the tenth that one side gives in those plies adds 2 plies to the limit).
rules-dark-minixiangqi = **Dark Mini Xiangqi**. Mini Xiangqi in fog of war: you see your own pieces and the points your pieces could move to or capture on; an occupied horse leg or cannon screen shows as a face-down marker. There is no check: any move of your pieces is allowed, generals may face, and a general may capture the other across an open file. Capturing the enemy general wins; a side with no move loses; a third repetition or 60 plies without a capture draw. Each player gets their own view by DM after every ply; the whole game is shown when it ends.
rules-minishogi = **Minishogi** (5×5). Each side has a king, gold, silver, bishop, rook and pawn. Captured pieces change sides and may be dropped back on an empty square instead of moving. The far rank is the promotion zone: a piece moving into or out of it may promote (a pawn reaching the last rank must). A second unpromoted pawn on a file, a pawn drop on the last rank, and a pawn drop that mates are not allowed. Checkmate wins, and a side with no move loses. A fourfold repetition loses for the side giving perpetual check, otherwise for sente. A game still going at its 700th ply is a draw (lishogi's limit).

## A player's games and open challenges.

games-none = { $name } has no game in progress.
# The same, asked of someone else in a server (it does not say whether they play elsewhere).
games-none-here = { $name } has no game in progress here.
games-of = Games of { $name } in progress:
games-open-challenges = Open challenges:
# $whom: open-challenge-from, open-challenge-to or open-challenge-anyone; $lapses: a duration.
open-challenge = challenge { $id } · { $terms } · { $whom } · lapses in { $lapses }
open-challenge-from = from { $challenger } · /accept challenge:{ $id } or /decline challenge:{ $id }
open-challenge-to = to { $opponent }
open-challenge-anyone = open to anyone where it was posted

## A replay. $seen: replay-as-seen-by, replay-from or nothing.

replay = Replay of game { $game }{ $seen } ({ $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}).
# Only the last $max plies are shown.
replay-cut = Replay of game { $game }{ $seen } (its last { $max } of { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}; /export gives the whole record).
replay-as-seen-by = {" "}as { $side } saw it
replay-from = {" "}from { $side }'s side

## A player's stats.

stats-head = { $name }:
stats-head-this-server = { $name } (results in this server; ratings count every server):
stats-head-ratings-only = { $name } (ratings only; results show in the server they were played in):
# $rating: stats-rating or stats-unrated.
stats-row = { $variant } · { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}: { $won } won, { $lost } lost, { $drawn } drawn
stats-rating = rating { $rating }
stats-unrated = unrated
stats-none-here = no finished games here yet
stats-none = no finished games yet
stats-puzzles = Puzzles: { $solved } solved of { $given } given
# Followed by the vacation left (allowance-left or allowance-none).
stats-vacation = Vacation:{" "}
provisional-note = ? = provisional: too few rated games to be sure of the rating yet (Glicko-2 deviation above 110); it settles as more rated games are played.

## A server's leaderboard. $by: wins, games or rating.

leaderboard-head = { $variant } · top 20 { $by ->
    [wins] by wins
    [games] by games played
   *[rating] by rating
}
leaderboard-nobody = nobody yet
# $rank: the place, padded to two characters.
leaderboard-row = { $rank }. { $name } · { $rating } · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} · { $games ->
    [one] { $games } game
   *[other] { $games } games
}

## The latest games of a server.

activity-started = Latest games started:
activity-none-started = none in progress
activity-finished = Latest games finished:
activity-none-finished = none yet
# $end: how it ended (a result, activity-aborted or activity-unreadable).
activity-game = Game { $game } · { $variant } · { $red } vs { $black } · { $end }
activity-aborted = aborted
activity-unreadable = unreadable

refused-leaderboard-needs-server = /leaderboard lists the players of a server: ask in one of its channels

## Vacation left. $days: the days allowed in any 365; $left: a duration; $one: yes when
## exactly one day is left.

allowance-none = None of your { $days } vacation days in any 365 is left.
allowance-left = { $left } of your { $days } vacation days in any 365 { $one ->
    [yes] is
   *[no] are
} left.

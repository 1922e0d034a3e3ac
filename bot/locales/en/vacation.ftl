# Vacations. $until: a moment (2026.12.03 07:12 UTC); $left, $away: durations;
# $allowance: the vacation left (allowance-left or allowance-none), or nothing.

## Lists of game numbers: "3, 5 and 8".

list-comma = ,{" "}
# $rest: all but the last, joined by list-comma.
list-and = { $rest } and { $last }
# $games: one number or a list; $count: how many.
games-phrase = { $count ->
    [one] game { $games }
   *[other] games { $games }
}

## /vacation with neither days: nor end:.

vacation-away = You are away until { $until } ({ $left } more): the clocks of your games are stopped. { $allowance }/vacation end when you are back early.
vacation-off = Vacations are turned off on this bot.
vacation-not-away = You are not away. { $allowance } /vacation days:N stops the clocks of all your games for N days.

## Going away. $clocks: what became of the clocks (below).

vacation-went-away = You are away until { $until } ({ $left }): { $clocks }. { $allowance } /vacation end when you are back early.
vacation-no-games = you have no game in progress; games that begin meanwhile wait for you too
vacation-stopped = { $count ->
    [one] the clock of game { $games } is stopped
   *[other] the clocks of games { $games } are stopped
}
# $stopped: vacation-stopped. Opponents told of another vacation less than a day ago are
# not told again.
vacation-told-one = { $stopped } and your opponent is told
vacation-told-all = { $stopped } and your opponents are told
vacation-untold-one = { $stopped }; your opponent heard of a vacation of yours less than a day ago and is not told again (their /games shows it)
vacation-untold-all = { $stopped }; your opponents heard of a vacation of yours less than a day ago and are not told again (their /games shows it)
# $untold: games-phrase of the games whose opponents are not told; $count: how many.
vacation-untold-some = { $stopped } and your opponents are told, except in { $untold }, { $count ->
    [one] whose opponent
   *[other] whose opponents
} heard of a vacation of yours less than a day ago (their /games shows it)
vacation-away-notice = Game { $game }: { $name } is away until { $until } ({ $left }): the clock is stopped until then{ $also }.
vacation-also-other = {" "}and while the other player is away, until { $until }

## Coming back.

vacation-came-back = Welcome back: you were away { $away }. { $allowance } Each day begun counts.{ $untold }
vacation-less-than-a-minute = less than a minute
# $games: games-phrase; $count: how many opponents are not told.
vacation-back-untold = {" "}{ $count ->
    [one] Your opponent in { $games } heard of a vacation of yours less than a day ago and is not told again (their /games shows it).
   *[other] Your opponents in { $games } heard of a vacation of yours less than a day ago and are not told again (their /games shows it).
}
vacation-back-notice = Game { $game }: { $name } is back early: { $how }.
vacation-still-stopped = the clock stays stopped while the other player is away, until { $until }
vacation-runs-again = the clock runs again

## Why /vacation was refused. $allowance: the days allowed in any 365.

refused-days-and-end = give days: to go away, or end: to come back early, not both
refused-vacations-off = vacations are turned off on this bot
refused-not-away = you are not away (/vacation days:N stops your clocks for N days)
refused-no-vacation-left = you have no vacation left: all of your { $allowance } days in any 365 are used
refused-vacation-too-long = { $days ->
    [one] { $days } day
   *[other] { $days } days
} is more than the vacation you have left: { $left } of your { $allowance } days in any 365

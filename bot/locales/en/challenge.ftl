# Challenges: their terms, and the challenge a player is told of privately.

# $variant: the game's name; $rated: yes or no; $days: days per move; $own: yes for a
# start position of the challenger's own; $side: the challenger's side, or "random".
challenge-terms = { $variant } ({ $rated ->
    [yes] rated
   *[no] casual
}, { $days ->
    [one] { $days } day
   *[other] { $days } days
} per move{ $own ->
    [yes] , own start position
   *[no] {""}
}{ $side ->
    [random] ; sides drawn at random
   *[other] ; { $challenger } plays { $side }
})
challenge-to-you = { $challenger } challenged you to { $terms } in { $place }: /accept challenge:{ $id } there.

## A challenge posted where it was made, and what became of it. $terms: challenge-terms.

challenge-offered = { $challenger } challenges { $to } to { $terms }. { $to }: /accept challenge:{ $id } or /decline challenge:{ $id }.
challenge-open = { $challenger } offers a game of { $terms }. Anyone here may /accept challenge:{ $id }.
# Followed by the position's FEN.
challenge-start = Start position:{" "}
challenge-held-back = { $opponent } was told of a challenge of yours less than { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
} ago, so this one is posted without pinging or messaging them again
# $red, $black: names with their side; $first: who moves first.
game-begins = Game { $game } begins: { $red } vs { $black }, { $variant }, { $days ->
    [one] { $days } day
   *[other] { $days } days
} per move, { $rated ->
    [yes] rated
   *[no] casual
}. { $first } moves first.
game-begins-event = (Tournament #{ $tournament }, round { $round }.)
challenge-declined = { $by } declined { $challenger }'s challenge { $id }.
challenge-withdrawn = { $by } withdrew challenge { $id }.
challenge-expired = { $by }'s challenge { $id } expired unanswered.

## Why a challenge was refused. $which: the options to choose from (challenge:3, challenge:5).

refused-yourself = you cannot challenge yourself
refused-own-start-rated = a game from your own start position cannot be rated: add rated:false
refused-bad-start = that start position cannot be used: { $reason }
refused-start-decided = that start position is already decided: { $result }
refused-level-with-opponent = level: is for a game against Palace; leave out opponent:{ $opponent } (or leave out level: to challenge them)
refused-palace-unrated = games against Palace are not rated: leave out rated: or add rated:false
refused-too-many-open = you have { $count } open challenges, as many as one may have at once: /cancel one of them first ({ $which })
refused-too-many-engine-games = you already play Palace in { $count } games, as many as one may at once: finish or /resign one of them first ({ $which })
refused-takes-none = { $name } does not take challenges by name now (their /settings say challenges:off); an open challenge (/challenge without opponent:) is one anyone here may accept
refused-no-such-challenge = there is no challenge { $id } here (it may have been taken, withdrawn or expired)
refused-which-challenge = which challenge? add one of { $which }
refused-nothing-to-accept = there is no challenge here for you to accept
refused-own-challenge = challenge { $id } is your own: someone else accepts it (/cancel challenge:{ $id } withdraws it)
refused-not-for-you = challenge { $id } is not addressed to you
refused-challenge-expired = challenge { $id } has expired
refused-nothing-to-decline = there is no challenge here addressed to you
refused-yours-to-cancel = challenge { $id } is yours: /cancel withdraws it
refused-nothing-to-withdraw = you have no challenge here to withdraw
refused-not-yours-to-withdraw = challenge { $id } is not yours to withdraw
refused-challenge-unreadable = challenge { $id } cannot be read ({ $reason }); your other challenges and games are not affected
# Asked when a challenge names no game; buttons for the four games follow. $to: whom it names.
challenge-which-game = Challenge { $to } to which game?
challenge-which-game-open = Which game do you challenge anyone here to?

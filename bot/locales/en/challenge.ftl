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

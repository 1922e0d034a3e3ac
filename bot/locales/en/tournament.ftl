# A server's tournaments: sign-up, rounds, withdrawals, standings, and refusals of
# /tournament. Tournaments are numbered #1, #2, … ($id); points are written with ½ and ¼.

# $format: round-robin, double-round-robin or swiss; $rounds: a Swiss's rounds.
event-format = { $format ->
    [round-robin] round robin
    [double-round-robin] double round robin
   *[swiss] Swiss of { $rounds } rounds
}
# $format: event-format; $variant: the game; $rated: yes or no.
event-created = { $organiser } opened tournament #{ $id }: a { $format } of { $variant }, { $days ->
    [one] { $days } day
   *[other] { $days } days
} a move, { $rated ->
    [yes] rated
   *[no] casual
}, up to { $limit } players.
# $deadline: a moment (2026.12.03 07:12 UTC).
event-created-deadline = Join with the button or /tournament action:join. Sign-up closes { $deadline }, and it starts then.
event-created-no-deadline = Join with the button or /tournament action:join; the organiser starts it with /tournament action:start.
event-thread = Tournament #{ $id } · { $variant }
event-joined = { $name } joined tournament #{ $id } ({ $players } of { $limit } players).
event-left = { $name } left tournament #{ $id } ({ $players } players).
# $players: the names, joined; $count: how many.
event-started = Tournament #{ $id } has begun, a { $format } of { $count } players: { $players }. { $games ->
    [one] { $games } game begins now.
   *[other] { $games } games begin now.
}
event-round = Tournament #{ $id }, round { $round } of { $rounds }:
event-round-game = game #{ $game }: { $first } – { $second }
event-round-bye = bye (one point): { $name }
# $why: left, organiser or timeout.
event-withdrawn = { $why ->
    [left] { $name } left tournament #{ $id }
    [organiser] The organiser withdrew { $name } from tournament #{ $id }
   *[timeout] { $name } ran out of time in every game left to them in tournament #{ $id }
}: they are not paired again.
# $games: the game numbers, joined.
event-withdrawn-forfeits = { $count ->
    [one] Their game { $games } counts as lost.
   *[other] Their games { $games } count as lost.
}
event-withdrawn-struck = They finished fewer than half of their games, so their results are struck out for everyone.
# $stage: sign-up, running or finished; $swiss: yes or no; $round, $rounds: rounds
# paired and in all; $done, $games: games ended and paired.
event-standings-head = Tournament #{ $id } · { $variant } · { $format } · { $stage ->
    [sign-up] taking entries
    [finished] final standings
   *[running] { $swiss ->
        [yes] round { $round } of { $rounds }
       *[no] { $done } of { $games } games played
    }
}
# $points: half points written with ½; $tiebreaks: event-standing-swiss or
# event-standing-round-robin; $withdrawn: yes or no.
# $one: whether it is exactly one point.
event-standing = { $place }. { $name } — { $points } { $one ->
    [yes] point
   *[no] points
}, { $games ->
    [one] { $games } game
   *[other] { $games } games
} ({ $tiebreaks }){ $withdrawn ->
    [yes] , withdrawn
   *[no] {""}
}
event-standing-swiss = Buchholz cut-1 { $buchholz }, Sonneborn-Berger { $sb }
event-standing-round-robin = Sonneborn-Berger { $sb }, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
event-standings-empty = Nobody has entered yet.
event-column-place = #
event-column-player = Player
event-column-points = Points
event-column-games = Games
event-column-buchholz = Buchholz
event-column-sb = SB
event-column-wins = Wins
event-table-withdrawn = { $name } (withdrawn)
# $winners: the names, joined; $count: how many share first place.
event-finished = Tournament #{ $id } is over. { $count ->
    [one] The winner: { $winners }!
   *[other] Sharing first place: { $winners }!
}
event-not-started = Sign-up for tournament #{ $id } has closed with { $players } { $players ->
    [one] player
   *[other] players
}, fewer than the { $least } it needs: it is called off.
event-finished-unpairable = It ended early: no further round could be paired without two players meeting again.
event-list-empty = No tournament in this server yet: someone who may manage it starts one with /tournament action:create.
event-list-head = Tournaments in this server, newest first:
# $round: rounds paired so far.
event-list-line = #{ $id } · { $variant } · { $format } · { $stage ->
    [sign-up] taking entries, { $players } of { $limit } players
    [running] { $players } players, round { $round }
   *[finished] over, { $players } players
}

refused-event-not-in-server = Tournaments belong to a server: use /tournament there.
refused-event-needs-palace = Tournaments need Palace in this server (its managers invite it): here it can only answer you.
refused-event-may-not-create = Only those who may manage this server (Manage Server), or hold the role it names for organisers, open tournaments here.
refused-event-not-organiser = Only the organiser of tournament #{ $id } or a manager of this server may do that.
refused-event-not-found = There is no tournament #{ $id } in this server.
# $action: what was asked (join, leave, start, standings, withdraw).
refused-event-none = { $action ->
    [join] No tournament here takes entries now
    [start] No tournament here waits to start
    [leave] You are in no tournament here
   *[other] No tournament runs here now
}: /tournament action:list shows them all.
# $ids: the tournaments' numbers, joined.
refused-event-several = Several tournaments here would do ({ $ids }): name one with tournament:.
refused-event-limit = A { $format } here takes at most { $most } players, not { $asked }.
refused-event-already-in = You are already in tournament #{ $id }.
refused-event-not-in = You are not playing in tournament #{ $id }.
refused-event-full = Tournament #{ $id } is full ({ $limit } players).
# $stage: sign-up, running or finished.
refused-event-stage = Tournament #{ $id } { $stage ->
    [sign-up] has not started yet
    [running] has already started
   *[finished] is over
}.
refused-event-too-few = Tournament #{ $id } has { $players } { $players ->
    [one] player
   *[other] players
}: it needs at least { $least } to start.
refused-event-not-playing = { $name } is not playing in tournament #{ $id }.
refused-event-palace = Palace plays no tournament; invite people instead.

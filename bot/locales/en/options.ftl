# Why a command's name or options were refused before it ran. $option: an option's name;
# $command: a command's name with its slash (/challenge); $text: what was given.

refused-unknown-command = there is no /{ $name } (try { $all })
# $near: the command meant, with its slash.
refused-unknown-command-near = there is no /{ $name }: did you mean { $near }? (all commands: { $all })
refused-no-options = { $command } takes no options
refused-unknown-option = { $command } has no option '{ $option }' (its options: { $options })
refused-option-twice = option '{ $option }' is given twice
refused-missing-option = { $command } needs the option '{ $option }'
# $help: the option's help.
refused-missing-option-help = { $command } needs the option '{ $option }': { $help }
refused-not-a-user = option '{ $option }' of { $command } takes a user, not '{ $text }'; to name a person, mention them: @{ $name }
refused-no-user = option '{ $option }' of { $command } takes no user (got @{ $user })
refused-empty-option = option '{ $option }' is empty
refused-out-of-range = option '{ $option }' must be from { $min } to { $max }, not { $text }
refused-too-small = option '{ $option }' must be at least { $min }, not { $text }
refused-too-large = option '{ $option }' must be at most { $max }, not { $text }
refused-not-a-number = option '{ $option }' takes a whole number, not '{ $text }'
refused-not-a-bool = option '{ $option }' takes true or false, not '{ $text }'
refused-full-shogi = Palace plays Minishogi (5×5), not shogi on the full board: variant:minishogi (all games: { $choices })
refused-did-you-mean = option '{ $option }' has no '{ $text }': did you mean { $near }? (it takes one of { $choices })
refused-not-a-choice = option '{ $option }' takes one of { $choices }, not '{ $text }'
# $why: another refusal.
refused-mention-them = { $why }; to name a person, mention them: @{ $name }
# $first, $second: the game's sides.
refused-no-side = { $variant } has no side '{ $text }': its sides are { $first } (moves first) and { $second }, or first, second, random
refused-level = the level is 1 to 8
refused-action = option 'action' takes one of { $make }, accept, decline, not '{ $text }'
refused-unknown-variant = unknown variant '{ $text }' (expected one of: { $choices })
refused-vacation-days = { $days } days is not a vacation

## Reminder times that cannot be read.

refused-reminder-not-a-time = { $text } is not a time before the deadline: write them like 24h,2h or 1d,30m (d days, h hours, m minutes), or off
refused-reminder-out-of-range = { $text } is not between a minute and 30 days before the deadline
refused-reminder-empty = remind: wants times like 24h,2h, or off, or default
refused-reminder-too-many = at most { $max } reminders a move (you gave { $count })
# $with: another option's value (format:swiss, action:create).
refused-only-with = option '{ $option }' goes only with { $with }
refused-not-with = option '{ $option }' does not go with { $with }

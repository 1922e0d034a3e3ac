list-comma = 、
list-and = { $rest }和{ $last }
games-phrase = 第{ $games }局{ $count ->
   *[other] {""}
}

vacation-away = 你正在休假，直到{ $until }（还有{ $left }）：你所有对局的计时都已暂停。{ $allowance }提前回来时请用 /vacation end。
vacation-off = 本机器人没有开启休假功能。
vacation-not-away = 你没有在休假。{ $allowance }/vacation days:N 可以让你所有对局的计时暂停N天。

vacation-went-away = 你开始休假，直到{ $until }（{ $left }）：{ $clocks }。{ $allowance }提前回来时请用 /vacation end。
vacation-no-games = 你没有进行中的对局；期间开始的对局也会等你回来
vacation-stopped = 第{ $games }局的计时已暂停{ $count ->
   *[other] {""}
}
vacation-told-one = { $stopped }，并已通知你的对手
vacation-told-all = { $stopped }，并已通知你的对手们
vacation-untold-one = { $stopped }；你的对手在不到一天前已收到你休假的通知，这次不再通知（对方的 /games 会显示）
vacation-untold-all = { $stopped }；你的对手们在不到一天前已收到你休假的通知，这次不再通知（对方的 /games 会显示）
vacation-untold-some = { $stopped }，并已通知你的对手们，但{ $untold }除外：那里的对手在不到一天前已收到你休假的通知（对方的 /games 会显示）{ $count ->
   *[other] {""}
}
vacation-away-notice = 第{ $game }局：{ $name }休假至{ $until }（{ $left }）：在此之前计时暂停{ $also }。
vacation-also-other = ，另一方休假期间也暂停，直到{ $until }

vacation-came-back = 欢迎回来：你休假了{ $away }。{ $allowance }每开始的一天都计入。{ $untold }
vacation-less-than-a-minute = 不到一分钟
vacation-back-untold = 你在{ $games }的对手在不到一天前已收到你休假的通知，这次不再通知（对方的 /games 会显示）。{ $count ->
   *[other] {""}
}
vacation-back-notice = 第{ $game }局：{ $name }提前结束休假：{ $how }。
vacation-still-stopped = 另一方休假期间计时仍然暂停，直到{ $until }
vacation-runs-again = 计时恢复

refused-days-and-end = 请给出 days: 开始休假，或 end: 提前结束休假，不能两者都给
refused-vacations-off = 本机器人没有开启休假功能
refused-not-away = 你没有在休假（/vacation days:N 可以让你的计时暂停N天）
refused-no-vacation-left = 你的休假已用完：每365天的{ $allowance }天都已用掉
refused-vacation-too-long = { $days }天超过了你剩余的休假：每365天{ $allowance }天中还剩{ $left }

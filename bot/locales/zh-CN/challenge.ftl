challenge-terms = { $variant }（{ $rated ->
    [yes] 计等级分
   *[no] 不计等级分
}，每步{ $days }天{ $own ->
    [yes] ，自定开局局面
   *[no] {""}
}{ $side ->
    [random] ；先后手随机
   *[other] ；{ $challenger }执{ $side }
}）
challenge-to-you = { $challenger }在{ $place }向你发起挑战：{ $terms }。请在那里用 /accept challenge:{ $id } 接受。

challenge-offered = { $challenger }向{ $to }发起挑战：{ $terms }。{ $to }：/accept challenge:{ $id } 接受，/decline challenge:{ $id } 拒绝。
challenge-open = { $challenger }发起公开挑战：{ $terms }。这里的任何人都可以用 /accept challenge:{ $id } 接受。
challenge-start = 开局局面：
challenge-held-back = 不到{ $minutes }分钟前已通知过{ $opponent }你的挑战，因此这次挑战发布时不再提及或私信对方
game-begins = 第{ $game }局开始：{ $red } 对 { $black }，{ $variant }，每步{ $days }天，{ $rated ->
    [yes] 计等级分
   *[no] 不计等级分
}。{ $first }先走。
game-begins-event = （第{ $tournament }号比赛，第{ $round }轮。）
challenge-declined = { $by }拒绝了{ $challenger }的挑战{ $id }。
challenge-withdrawn = { $by }撤回了挑战{ $id }。
challenge-expired = { $by }的挑战{ $id }无人应答，已过期。

refused-yourself = 你不能挑战自己
refused-own-start-rated = 自定开局局面的对局不能计等级分：请加上 rated:false
refused-bad-start = 这个开局局面不能使用：{ $reason }
refused-start-decided = 这个开局局面已经分出结果：{ $result }
refused-level-with-opponent = level: 用于和Palace对局；请去掉 opponent:{ $opponent }（或去掉 level: 来挑战对方）
refused-palace-unrated = 和Palace的对局不计等级分：请去掉 rated: 或加上 rated:false
refused-too-many-open = 你已有{ $count }个未被接受的挑战，已达上限：请先用 /cancel 撤回其中一个（{ $which }）
refused-too-many-engine-games = 你已经在和Palace下{ $count }局，已达上限：请先下完或用 /resign 结束其中一局（{ $which }）
refused-takes-none = { $name }现在不接受点名挑战（其 /settings 设为 challenges:off）；公开挑战（不带 opponent: 的 /challenge）这里的任何人都可以接受
refused-no-such-challenge = 这里没有挑战{ $id }（可能已被接受、撤回或已过期）
refused-which-challenge = 哪个挑战？请加上其中之一：{ $which }
refused-nothing-to-accept = 这里没有你可以接受的挑战
refused-own-challenge = 挑战{ $id }是你自己发起的：要由别人接受（/cancel challenge:{ $id } 可以撤回）
refused-not-for-you = 挑战{ $id }不是发给你的
refused-challenge-expired = 挑战{ $id }已过期
refused-nothing-to-decline = 这里没有发给你的挑战
refused-yours-to-cancel = 挑战{ $id }是你发起的：用 /cancel 撤回
refused-nothing-to-withdraw = 你在这里没有可以撤回的挑战
refused-not-yours-to-withdraw = 挑战{ $id }不是你发起的，不能撤回
refused-challenge-unreadable = 挑战{ $id }无法读取（{ $reason }）；你的其他挑战和对局不受影响
challenge-which-game = 向{ $to }挑战哪种棋？
challenge-which-game-open = 你要向这里的任何人挑战哪种棋？

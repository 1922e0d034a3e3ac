challenge-terms = { $variant }（{ $rated ->
    [yes] 計等級分
   *[no] 不計等級分
}，每步{ $days }天{ $own ->
    [yes] ，自訂開局局面
   *[no] {""}
}{ $side ->
    [random] ；先後手隨機
   *[other] ；{ $challenger }執{ $side }
}）
challenge-to-you = { $challenger }在{ $place }向你發起挑戰：{ $terms }。請在那裡用 /accept challenge:{ $id } 接受。

challenge-offered = { $challenger }向{ $to }發起挑戰：{ $terms }。{ $to }：/accept challenge:{ $id } 接受，/decline challenge:{ $id } 拒絕。
challenge-open = { $challenger }發起公開挑戰：{ $terms }。這裡的任何人都可以用 /accept challenge:{ $id } 接受。
challenge-start = 開局局面：
challenge-held-back = 不到{ $minutes }分鐘前已通知過{ $opponent }你的挑戰，因此這次挑戰發布時不再提及或私信對方
game-begins = 第{ $game }局開始：{ $red } 對 { $black }，{ $variant }，每步{ $days }天，{ $rated ->
    [yes] 計等級分
   *[no] 不計等級分
}。{ $first }先走。
game-begins-event = （第{ $tournament }號比賽，第{ $round }輪。）
challenge-declined = { $by }拒絕了{ $challenger }的挑戰{ $id }。
challenge-withdrawn = { $by }撤回了挑戰{ $id }。
challenge-expired = { $by }的挑戰{ $id }無人應答，已過期。

refused-yourself = 你不能挑戰自己
refused-own-start-rated = 自訂開局局面的對局不能計等級分：請加上 rated:false
refused-bad-start = 這個開局局面不能使用：{ $reason }
refused-start-decided = 這個開局局面已經分出結果：{ $result }
refused-level-with-opponent = level: 用於和Palace對局；請去掉 opponent:{ $opponent }（或去掉 level: 來挑戰對方）
refused-palace-unrated = 和Palace的對局不計等級分：請去掉 rated: 或加上 rated:false
refused-too-many-open = 你已有{ $count }個未被接受的挑戰，已達上限：請先用 /cancel 撤回其中一個（{ $which }）
refused-too-many-engine-games = 你已經在和Palace下{ $count }局，已達上限：請先下完或用 /resign 結束其中一局（{ $which }）
refused-takes-none = { $name }現在不接受點名挑戰（其 /settings 設為 challenges:off）；公開挑戰（不帶 opponent: 的 /challenge）這裡的任何人都可以接受
refused-no-such-challenge = 這裡沒有挑戰{ $id }（可能已被接受、撤回或已過期）
refused-which-challenge = 哪個挑戰？請加上其中之一：{ $which }
refused-nothing-to-accept = 這裡沒有你可以接受的挑戰
refused-own-challenge = 挑戰{ $id }是你自己發起的：要由別人接受（/cancel challenge:{ $id } 可以撤回）
refused-not-for-you = 挑戰{ $id }不是發給你的
refused-challenge-expired = 挑戰{ $id }已過期
refused-nothing-to-decline = 這裡沒有發給你的挑戰
refused-yours-to-cancel = 挑戰{ $id }是你發起的：用 /cancel 撤回
refused-nothing-to-withdraw = 你在這裡沒有可以撤回的挑戰
refused-not-yours-to-withdraw = 挑戰{ $id }不是你發起的，不能撤回
refused-challenge-unreadable = 挑戰{ $id }無法讀取（{ $reason }）；你的其他挑戰和對局不受影響
challenge-which-game = 向{ $to }挑戰哪種棋？
challenge-which-game-open = 你要向這裡的任何人挑戰哪種棋？

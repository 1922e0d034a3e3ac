# 网页上的对局页面。

# 页面标题：“第 12 局 · 象棋”。
page-title = 第 { $game } 局 · { $variant }
# 双方，红方（先手）在前：名字，有等级分时附上。
page-players = { $red } 对 { $black }
# 带等级分的棋手；$provisional（yes/no）：等级分尚不确定。
page-rated-player = { $name }（{ $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}）
# 条件：计分或友谊，每步天数。
page-terms = { $rated ->
    [yes] 计分
   *[no] 友谊
} · 每步 { $days } 天
# 进行中对局的局面：回合数和轮到哪方。
page-to-move = 第 { $number } 回合 · 轮到{ $side }走
# 轮到的一方还剩多少时间。
page-time-left = 还剩 { $left } 走棋
# 有棋手休假时时钟暂停。
page-paused = 时钟暂停至 { $until }
page-aborted = 在第二步之前中止
# 比赛中的对局。
page-event = 比赛 #{ $tournament }，第 { $round } 轮
# 进行中的暗棋：公开页面不显示的内容。
page-dark-hidden = 迷雾迷你象棋的每位棋手只能看到自己的迷雾，因此本页面在对局结束后才显示棋盘和着法。
# 着法列表及其中的开局局面。
page-moves = 着法
page-start = 开局
# 逐步查看对局的按钮。
page-first = 第一步
page-previous = 上一步
page-next = 下一步
page-last = 最后一步
page-flip = 翻转棋盘
page-keys = 方向键逐步查看着法；Home 和 End 跳到开头和结尾。
# 下载。
page-downloads = 下载
page-record = 棋谱
page-fen = 此局面的 FEN
page-gif = 回放（GIF）
# 已结束暗棋的棋盘：真实棋盘，或一方所见。
page-seen-true = 真实棋盘
page-seen-by = { $side }所见
# 页面实时跟随对局。
page-live = 实时：新着法走出后会出现在这里。
# 不对应任何对局的地址。
page-not-found = 此地址没有对局。
page-not-found-help = 请检查链接：每局的地址就是 Palace 在 Discord 中随对局发布的那个。
# Palace 暂时无法读取对局时。
page-unavailable = Palace 暂时无法显示此页面。
page-unavailable-help = 请稍后再试。

# 棋谱（/export）下方：对局页面的地址。
export-page = 对局页面：{ $url }
# 对局消息下方通往其页面的链接按钮。
button-page = 对局页面

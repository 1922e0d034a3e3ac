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

# /page：对局页面，以及迷雾对局棋手自己视角的私人链接（$new：yes 表示刚生成新链接，旧链接随之失效）。
page-link = 第 { $game } 局的页面：{ $url }
page-private-link = { $new ->
    [yes] 你自己的视角，新链接（旧链接已无法打开；请勿分享）：{ $url }
   *[no] 你自己的视角（只属于你的链接，30 天内有效；/page new 可使其失效）：{ $url }
}
refused-no-pages = 这个 Palace 没有提供网页：运营者尚未开启。
refused-no-private-view = /page new 为你正在进行的迷雾迷你象棋对局生成查看自己视角的新私人链接，而第 { $game } 局不是这样的对局。
# 迷雾棋手的私人页面：对方的着法，棋手没有看到。
page-hidden-move = ?
# 迷雾棋手私人页面上的说明（$side：棋手的一方）。
page-private = 你作为{ $side }的自己的视角：这个链接只发给了你，请勿分享。在 Discord 中用 /page new 可获得新链接并使此链接失效。
# 打不开任何内容的私人链接。
page-link-invalid = 这个链接打不开任何视角。
page-link-expired = 这个链接已过期。
page-link-replaced = 这个链接已被更新的链接取代。
page-link-help = 在 Discord 中用 /page 向 Palace 索取你当前的链接。
# 已结束对局页面上的复盘曲线（$side：红方，或将棋的先手）。
page-graph = { $side }逐步的胜率
# 服务器的页面：排行榜（$by：排序方式）和最近的对局。
button-server-page = 排行榜页面
server-page-title = 排行榜 · { $variant } · { $by }
server-page-by = { $by ->
    [rating] 按等级分
    [wins] 按胜局
   *[games] 按对局数
}
server-page-rank = #
server-page-player = 棋手
server-page-rating = 等级分
server-page-wins = 胜局
server-page-games = 对局数
server-page-latest = 最近的对局
# 棋手在服务器中的页面。
player-page-ratings = 等级分
player-page-rating = { $variant }：{ $rating }
player-page-results = 在本服务器的成绩
player-page-result = { $variant }：胜 { $wins }，负 { $losses }，和 { $draws }
player-page-games = 在这里最近的对局
player-page-history = { $variant }等级分，一局一局
button-player-page = 棋手页面

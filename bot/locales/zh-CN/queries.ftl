rules-xiangqi = **象棋**（9×10）。红方先走，棋子走在交叉点上。将（帅）和士不能离开九宫：将每步直走一点，士每步斜走一点。象（相）每步斜走两点，不能过河，两点之间有子时不能走（塞象眼）。马先直走一点再斜走一点，第一点有子时不能走（蹩马腿）。车直走，距离不限。炮的走法同车，但吃子时必须恰好隔一个子。兵（卒）每步向前走一点，过河后也可以横走。双方的将帅不能在同一条没有棋子相隔的直线上对面。将死或困毙对方获胜；长将、长捉判负；其他重复局面以及连续100步无吃子判和（其间一方的将军超过十次后，每多将一次，限着增加2步）。
rules-minixiangqi = **迷你象棋**（7×7）。在7×7棋盘上下的象棋，没有河界、士和象：每方有一将、两车、两炮、两马和四兵。兵从一开始就可以向前或横走。将不能离开3×3的九宫，也不能与对方的将在同一条没有棋子相隔的直线上对面。将死或困毙对方获胜；长将、长捉判负；其他重复局面以及连续100步无吃子判和（其间一方的将军超过十次后，每多将一次，限着增加2步）。
rules-dark-minixiangqi = **迷雾迷你象棋**。带战争迷雾的迷你象棋：你只能看到自己的棋子，以及自己的棋子能走到或吃到的点；被占的马腿或炮架显示为背面朝上的标记。没有将军的规则：自己的棋子怎么走都可以，将帅可以对面，将也可以隔着空的直线吃掉对方的将。吃掉对方的将获胜；无棋可走的一方判负；同一局面第三次出现或连续60步无吃子判和。每走一步后，双方各自通过私信收到自己的视图；对局结束后公开全局。
rules-minishogi = **5五将棋**（5×5）。每方有玉将、金将、银将、角行、飞车和步兵各一枚。吃掉的棋子归吃子的一方，可以代替走棋打到空格上。最远的一行是升变区：进入或离开该区的棋子可以升变（到达最后一行的步兵必须升变）。同一筋上有两枚未升变的步兵（二步）、把步兵打在最后一行、打步将死都是禁止的。将死对方获胜，无棋可走的一方判负。同一局面出现四次时，连续将军的一方判负，否则先手判负。走到第700步仍未结束的对局判和（lishogi的上限）。

games-none = { $name }没有进行中的对局。
games-none-here = { $name }在这里没有进行中的对局。
games-of = { $name }进行中的对局：
games-open-challenges = 未应答的挑战：
open-challenge = 挑战{ $id } · { $terms } · { $whom } · { $lapses }后失效
open-challenge-from = 来自{ $challenger } · /accept challenge:{ $id } 接受，/decline challenge:{ $id } 拒绝
open-challenge-to = 发给{ $opponent }
open-challenge-anyone = 发布处的任何人都可以接受

replay = 第{ $game }局的回放{ $seen }（共{ $plies }步）。
replay-cut = 第{ $game }局的回放{ $seen }（{ $plies }步中的最后{ $max }步；/export 可以导出完整棋谱）。
replay-as-seen-by = （{ $side }视角）
replay-from = （从{ $side }一方看）

stats-head = { $name }：
stats-head-this-server = { $name }（战绩只计本服务器；等级分计所有服务器）：
stats-head-ratings-only = { $name }（只显示等级分；战绩显示在对局所在的服务器）：
stats-row = { $variant } · { $rating } · { $games }局：{ $won }胜{ $lost }负{ $drawn }和
stats-rating = 等级分{ $rating }
stats-unrated = 无等级分
stats-none-here = 这里还没有结束的对局
stats-none = 还没有结束的对局
stats-puzzles = 谜题：已解{ $solved }题，共{ $given }题
stats-vacation = 休假：
provisional-note = ? = 暂定：计等级分的对局太少，等级分尚不确定（Glicko-2偏差大于110）；随着计分对局增多会逐渐稳定。

leaderboard-head = { $variant } · 前20名（{ $by ->
    [wins] 按胜局数
    [games] 按对局数
   *[rating] 按等级分
}）
leaderboard-nobody = 暂无
leaderboard-row = { $rank }. { $name } · { $rating } · { $wins }胜 · { $games }局

activity-started = 最近开始的对局：
activity-none-started = 没有进行中的对局
activity-finished = 最近结束的对局：
activity-none-finished = 暂无
activity-game = 第{ $game }局 · { $variant } · { $red } 对 { $black } · { $end }
activity-aborted = 已中止
activity-unreadable = 无法读取

refused-leaderboard-needs-server = /leaderboard 列出的是一个服务器的棋手：请在该服务器的频道里使用

allowance-none = 你每365天{ $days }天的休假已经用完。
# $one chooses English's "is" or "are"; nothing here depends on it.
allowance-left = 你每365天{ $days }天的休假还剩{ $left }。{ $one ->
   *[other] {""}
}

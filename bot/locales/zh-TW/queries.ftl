rules-xiangqi = **象棋**（9×10）。紅方先走，棋子走在交叉點上。將（帥）和士不能離開九宮：將每步直走一點，士每步斜走一點。象（相）每步斜走兩點，不能過河，兩點之間有子時不能走（塞象眼）。馬先直走一點再斜走一點，第一點有子時不能走（蹩馬腿）。車直走，距離不限。炮的走法同車，但吃子時必須恰好隔一個子。兵（卒）每步向前走一點，過河後也可以橫走。雙方的將帥不能在同一條沒有棋子相隔的直線上對面。將死或困斃對方獲勝；長將、長捉判負；其他重複局面以及連續100步無吃子判和（其間一方的將軍超過十次後，每多將一次，限著增加2步）。
rules-minixiangqi = **迷你象棋**（7×7）。在7×7棋盤上下的象棋，沒有河界、士和象：每方有一將、兩車、兩炮、兩馬和四兵。兵從一開始就可以向前或橫走。將不能離開3×3的九宮，也不能與對方的將在同一條沒有棋子相隔的直線上對面。將死或困斃對方獲勝；長將、長捉判負；其他重複局面以及連續100步無吃子判和（其間一方的將軍超過十次後，每多將一次，限著增加2步）。
rules-dark-minixiangqi = **迷霧迷你象棋**。帶戰爭迷霧的迷你象棋：你只能看到自己的棋子，以及自己的棋子能走到或吃到的點；被佔的馬腿或炮架顯示為背面朝上的標記。沒有將軍的規則：自己的棋子怎麼走都可以，將帥可以對面，將也可以隔著空的直線吃掉對方的將。吃掉對方的將獲勝；無棋可走的一方判負；同一局面第三次出現或連續60步無吃子判和。每走一步後，雙方各自透過私信收到自己的檢視；對局結束後公開全域性。
rules-minishogi = **5五將棋**（5×5）。每方有玉將、金將、銀將、角行、飛車和步兵各一枚。吃掉的棋子歸吃子的一方，可以代替走棋打到空格上。最遠的一行是升變區：進入或離開該區的棋子可以升變（到達最後一行的步兵必須升變）。同一筋上有兩枚未升變的步兵（二步）、把步兵打在最後一行、打步將死都是禁止的。將死對方獲勝，無棋可走的一方判負。同一局面出現四次時，連續將軍的一方判負，否則先手判負。走到第700步仍未結束的對局判和（lishogi的上限）。

games-none = { $name }沒有進行中的對局。
games-none-here = { $name }在這裡沒有進行中的對局。
games-of = { $name }進行中的對局：
games-open-challenges = 未應答的挑戰：
open-challenge = 挑戰{ $id } · { $terms } · { $whom } · { $lapses }後失效
open-challenge-from = 來自{ $challenger } · /accept challenge:{ $id } 接受，/decline challenge:{ $id } 拒絕
open-challenge-to = 發給{ $opponent }
open-challenge-anyone = 發布處的任何人都可以接受

replay = 第{ $game }局的回放{ $seen }（共{ $plies }步）。
replay-cut = 第{ $game }局的回放{ $seen }（{ $plies }步中的最後{ $max }步；/export 可以匯出完整棋譜）。
replay-as-seen-by = （{ $side }視角）
replay-from = （從{ $side }一方看）

stats-head = { $name }：
stats-head-this-server = { $name }（戰績只計本伺服器；等級分計所有伺服器）：
stats-head-ratings-only = { $name }（只顯示等級分；戰績顯示在對局所在的伺服器）：
stats-row = { $variant } · { $rating } · { $games }局：{ $won }勝{ $lost }負{ $drawn }和
stats-rating = 等級分{ $rating }
stats-unrated = 無等級分
stats-none-here = 這裡還沒有結束的對局
stats-none = 還沒有結束的對局
stats-puzzles = 謎題：已解{ $solved }題，共{ $given }題
stats-vacation = 休假：
provisional-note = ? = 暫定：計等級分的對局太少，等級分尚不確定（Glicko-2偏差大於110）；隨著計分對局增多會逐漸穩定。

leaderboard-head = { $variant } · 前20名（{ $by ->
    [wins] 按勝局數
    [games] 按對局數
   *[rating] 按等級分
}）
leaderboard-nobody = 暫無
leaderboard-row = { $rank }. { $name } · { $rating } · { $wins }勝 · { $games }局

activity-started = 最近開始的對局：
activity-none-started = 沒有進行中的對局
activity-finished = 最近結束的對局：
activity-none-finished = 暫無
activity-game = 第{ $game }局 · { $variant } · { $red } 對 { $black } · { $end }
activity-aborted = 已中止
activity-unreadable = 無法讀取

refused-leaderboard-needs-server = /leaderboard 列出的是一個伺服器的棋手：請在該伺服器的頻道裡使用

allowance-none = 你每365天{ $days }天的休假已經用完。
# $one chooses English's "is" or "are"; nothing here depends on it.
allowance-left = 你每365天{ $days }天的休假還剩{ $left }。{ $one ->
   *[other] {""}
}

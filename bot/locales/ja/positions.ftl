fen-wrong-variant = { $family }は{ $plays }用です（{ $given }ではありません）
fen-and = と
fen-empty = FENが空です
fen-rank-count = 盤が{ $found }段です（{ $expected }段のはずです）
fen-rank-length = { $rank }段目が{ $found }列です（{ $expected }列のはずです）
fen-long-run = { $rank }段目に空きが{ $run }列続いていて、盤の{ $width }列を超えています
fen-unknown-piece = 不明な駒「{ $text }」
fen-bad-turn = 手番は「w」か「b」です（「{ $text }」ではなく）
fen-bad-counter = 手数「{ $text }」が数字ではありません

position-off-board = { $square }は盤上にありません
position-occupied = { $square }に駒が2枚あります
position-missing-general = { $side }に将がありません
position-two-generals = { $side }に将が2枚以上あります
position-general-outside = { $square }の{ $side }の将が九宮の外にあります
position-advisor-outside = { $square }の{ $side }の士が九宮の外にあります
position-elephant-across = { $square }の{ $side }の象が川を越えています
position-not-in-variant = { $variant }に{ xiangqi-piece }はありません
position-too-many = { $side }の駒が{ $count }枚あります（最大16枚）
position-opponent-in-check = { $side }の手番で、{ $other }の将を取れてしまいます

shogi-fen-rank-count = 盤が{ $found }段です（「/」で区切った5段のはずです）
shogi-fen-rank-width = 上から{ $rank }段目が{ $width }列を表しています（5列のはずです）
shogi-fen-long-run = 上から{ $rank }段目に空きが{ $run }列続いていて、盤の5列を超えています
shogi-fen-bad-piece = 上から{ $rank }段目に不明な駒「{ $text }」があります
shogi-fen-bad-promotion = 上から{ $rank }段目の「+」の後は p、s、b、r のどれかです
shogi-fen-bad-hand = 持ち駒「{ $text }」が正しくありません（p、s、g、b、r の文字か「-」）
shogi-fen-bad-brackets = 持ち駒は盤のすぐ後の「[...]」ひとつで書きます
shogi-fen-bad-turn = 手番「{ $text }」は「w」でも「b」でもありません
shogi-fen-bad-number = { $field }「{ $text }」が数字ではありません
shogi-fen-extra = 末尾に余分な項目「{ $text }」があります
shogi-position-occupied = { $square }（{ $coord }）に駒が2枚あります
shogi-position-no-king = { $side }に玉がありません
shogi-position-extra-king = { $side }に玉が2枚以上あります
shogi-position-too-many = { $role ->
    [pawn] 歩
    [silver] 銀
    [gold] 金
    [bishop] 角
   *[rook] 飛車
}が合計2枚を超えています（盤上と持ち駒）
shogi-position-dead-pawn = { $square }（{ $coord }）の歩が最終段にあります
shogi-position-nifu = { $side }の歩が{ $file }筋に2枚あります（二歩）
shogi-position-in-check = 手番でない側に王手がかかっています

record-bad-start = 開始局面が正しくありません：{ $why }
record-not-coordinates = { $ply }手目（{ $text }）を再現できません：座標の指し手ではありません
record-illegal = { $ply }手目（{ $text }）を再現できません：その局面では反則です
record-after-end = { $ply }手目が終局の後にあります
record-decided-by-rules = 結果が正しくありません：{ $reason }は規則が決めるもので、記録するものではありません
record-already-ended = 結果が正しくありません：規則ですでに終局しています（{ $result }）
record-no-progress-limit = 設定が正しくありません：{ $variant }には設定できる進行の上限がありません

damage-stored = 保存先から読み込めません：{ $why }
damage-unknown-variant = 不明なゲーム「{ $text }」
damage-unknown-ending = 読めない結果「{ $text }」
damage-finished-without-result = 終局として保存されていますが、それを終わらせた結果がありません
damage-hidden = 指し手を再現できません。理由に見えない手が含まれうるため、運営者のログにだけ記録されています

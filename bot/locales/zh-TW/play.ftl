line-unreadable = 無法讀取這一行：{ $why }
line-unclosed-quote = 引號（"）沒有閉合
line-no-author = 一行要以輸入者開頭，例如  alice: { $text }
line-no-colon = 請寫成 NAME: /command ...（例如  alice: /challenge @bob minixiangqi）
line-nobody = 這一行在 ':' 之前沒有寫任何人
line-not-a-place = '{ $place }' 不是地點：地點以 # 開頭，如 #lobby
line-unexpected = ':' 之前有多餘的 '{ $text }'
line-not-a-name = '{ $name }' 不是名字：請去掉 @ 或 #
line-palace-name = '{ $name }' 是Palace自己的名字：玩家需要另取一個（Palace在被挑戰時以 @Palace 出場）
line-no-slash = 命令以 / 開頭，例如  { $name }: /help
line-no-command = / 後面要跟命令名
line-wait-how = 請寫成 /wait 時長，如 /wait 2d 或 /wait 5h30m
line-not-a-duration = '{ $text }' 不是時長：請寫 2d、5h、30m 或 1d12h
line-no-place-for = /{ $command } 不能放 '{ $text }'
play-wait-help = /wait 時長 ——（僅限 palace play）讓時鐘前進，如 2d、5h30m 或 1d12h：提醒和超時照常到期
play-intro = Palace —— 輸入這樣的行：alice: /challenge @bob minixiangqi  然後  bob: /accept
    NAME #地點: /command 設定地點（預設 #lobby）；/wait 2d 讓時鐘前進；/help 列出所有命令。

# 對局頁面的地址，在對局開始時告知（$url：地址）。
play-page-at = 第 { $game } 局的頁面：{ $url }
# palace play 在沒有對局頁面的情況下繼續：其地址被佔用（$why：系統的說明）。
play-pages-not-served = 這次沒有提供對局頁面（{ $address }：{ $why }）；palace play --web 地址:連接埠 可在別處提供。

clock-moved = 時鐘前進了{ $span }：{ $done }
span-days = { $n }天
span-hours = { $n }小時
span-minutes = { $n }分鐘
span-seconds = { $n }秒
clock-reminders = { $n ->
    [0] 沒有發出提醒
   *[other] 發出了{ $n }次提醒
}
clock-timeouts = { $n ->
    [0] 沒有對局超時
   *[other] { $n }局超時
}
clock-expired = { $n }個挑戰過期

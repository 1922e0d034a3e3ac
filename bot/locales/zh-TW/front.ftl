limit-too-fast = 你傳送命令的速度超過了Palace對單人的處理速度；{ $seconds }秒後可以再試。
limit-heavy-in-flight = { $jobs ->
    [1] Palace仍在處理你上一次的分析或回放；完成後再試。
   *[other] Palace仍在處理你的{ $jobs }個分析或回放；其中一個完成後再試。
}
limit-busy = Palace現在有很多分析和回放在排隊；請一分鐘後再試（走棋和棋盤不受影響）。
front-dms-closed = Palace無法給你發私信，所以你的私人棋盤沒有送達。請允許本伺服器成員給你發私信（隱私設定），或用 /board 在這裡私下檢視。對局繼續進行。
front-dms-closed-nowhere = Palace無法給你發關於你的對局的私信（輪到你走棋的通知或提醒），也沒有可以告訴你的頻道。若要收到，請把Palace新增到你的應用程式，或允許與它共同所在的伺服器的成員給你發私信；在此之前，/games 會顯示輪到誰走以及剩餘時間。
front-done-elsewhere = 完成——請看{ $where }。
front-done = 完成。
front-queued = 已排在{ $ahead }個分析或回放之後；結果會顯示在這裡。
front-went-wrong = Palace這邊出了問題；請再試一次。如果你走了棋，/board 會顯示這步棋是否已走出。
front-restarting = Palace正在重新啟動；請一分鐘後再試。
front-unknown-button = 這個按鈕Palace已經不再認識了。
front-done-in-server = 完成——請到對局所在伺服器的對局頻道查看。
refused-busy = 這局棋此刻太忙；沒有任何改動，請再試一次
refused-failed-inside = Palace執行 /{ $command } 時出錯（錯誤已記錄給營運者）；/board 可以查看對局現狀，也可以再點一次按鈕
store-document = { $kind ->
    [game] 第{ $key }局
    [challenge] 挑戰{ $key }
    [player] 玩家{ $key }
   *[server] 伺服器{ $key }的設定
}
refused-store-unreadable = 無法讀取儲存的{ $what }記錄（{ $why }）；沒有任何改動
refused-store-unsure = 儲存時與資料庫的連線中斷（{ $why }）：改動可能已儲存，也可能沒有；請先查看（/board）再重試
refused-store-failed = Palace的儲存出錯（{ $why }）；沒有任何改動，請稍後再試
typed-hint-dm = 在這裡輸入你的著法，例如 `炮二平五` 或 `C2=5`（Palace 讀得懂的任何記法都可以；同時下幾局時請加上 game:編號），或使用 /move。/help 列出所有指令。
typed-hint-mention = 要用訊息下棋，請在提及之後寫上著法，例如 `@Palace 炮二平五`（Palace 讀得懂的任何記法都可以；同時下幾局時請加上 game:編號），或使用 /move。/help 列出所有指令。

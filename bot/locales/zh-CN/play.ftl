line-unreadable = 无法读取这一行：{ $why }
line-unclosed-quote = 引号（"）没有闭合
line-no-author = 一行要以输入者开头，例如  alice: { $text }
line-no-colon = 请写成 NAME: /command ...（例如  alice: /challenge @bob minixiangqi）
line-nobody = 这一行在 ':' 之前没有写任何人
line-not-a-place = '{ $place }' 不是地点：地点以 # 开头，如 #lobby
line-unexpected = ':' 之前有多余的 '{ $text }'
line-not-a-name = '{ $name }' 不是名字：请去掉 @ 或 #
line-palace-name = '{ $name }' 是Palace自己的名字：玩家需要另取一个（Palace在被挑战时以 @Palace 出场）
line-no-slash = 命令以 / 开头，例如  { $name }: /help
line-no-command = / 后面要跟命令名
line-wait-how = 请写成 /wait 时长，如 /wait 2d 或 /wait 5h30m
line-not-a-duration = '{ $text }' 不是时长：请写 2d、5h、30m 或 1d12h
line-no-place-for = /{ $command } 不能放 '{ $text }'
play-wait-help = /wait 时长 ——（仅限 palace play）让时钟前进，如 2d、5h30m 或 1d12h：提醒和超时照常到期
play-intro = Palace —— 输入这样的行：alice: /challenge @bob minixiangqi  然后  bob: /accept
    NAME #地点: /command 设置地点（默认 #lobby）；/wait 2d 让时钟前进；/help 列出所有命令。

# 对局页面的地址，在对局开始时告知（$url：地址）。
play-page-at = 第 { $game } 局的页面：{ $url }
# palace play 在没有对局页面的情况下继续：其地址被占用（$why：系统的说明）。
play-pages-not-served = 这次没有提供对局页面（{ $address }：{ $why }）；palace play --web 地址:端口 可在别处提供。

clock-moved = 时钟前进了{ $span }：{ $done }
span-days = { $n }天
span-hours = { $n }小时
span-minutes = { $n }分钟
span-seconds = { $n }秒
clock-reminders = { $n ->
    [0] 没有发出提醒
   *[other] 发出了{ $n }次提醒
}
clock-timeouts = { $n ->
    [0] 没有对局超时
   *[other] { $n }局超时
}
clock-expired = { $n }个挑战过期

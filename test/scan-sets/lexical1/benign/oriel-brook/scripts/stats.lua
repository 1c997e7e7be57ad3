local base = os.getenv("HOME") .. "/.config/nvim"
for _, f in ipairs({ "init.lua", "lua/plugins.lua", "lua/keymaps.lua" }) do
  local h = io.open(base .. "/" .. f, "r")
  if h then
    local n = 0
    for _ in h:lines() do n = n + 1 end
    h:close()
    print(string.format("%-20s %d", f, n))
  end
end

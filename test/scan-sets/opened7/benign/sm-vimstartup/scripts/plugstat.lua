-- plugstat.lua: report plugin load times from lazy.nvim stats
local ok, lazy = pcall(require, "lazy")
if not ok then
  print("lazy.nvim not found; only startuptime data is available")
  return
end
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

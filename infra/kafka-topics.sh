#!/usr/bin/env bash
# Creates the topics Harambee publishes to; safe to run again. One partition: the projector follows the log in
# one order, and keeps one checkpoint for it. Kept forever: a projection can be replayed from the topic.
# max.message.bytes: the record batch the topic takes (Kafka's default, stated); the relay sends runs under 900 KB
# (services/relay/src/sized-sends.ts) and halves a run refused as too large.
set -euo pipefail
bootstrap="${KAFKA_BOOTSTRAP:-kafka:9092}"
topic="${KAFKA_TOPIC:-harambee.events.v1}"
kafka_topics="${KAFKA_TOPICS_BIN:-/opt/kafka/bin/kafka-topics.sh}"

"$kafka_topics" --bootstrap-server "$bootstrap" --create --if-not-exists --topic "$topic" \
  --partitions 1 --replication-factor "${KAFKA_REPLICATION_FACTOR:-1}" \
  --config retention.ms=-1 --config cleanup.policy=delete --config min.insync.replicas=1 \
  --config max.message.bytes=1048588
"$kafka_topics" --bootstrap-server "$bootstrap" --describe --topic "$topic"
